import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import MagicString, { Bundle } from 'magic-string';
import { describe, expect, it } from 'vitest';
import { moduleSizes } from './module-sizes.ts';

const BIG = Array.from({ length: 60 }, (_, index) => (index * 7919) % 1000).join(',');

/** A built file of two modules and a line of glue, with its source map, as if in dist/chunks/. */
function built() {
  const bundle = new Bundle({ separator: '' });
  bundle.addSource({ filename: 'src/big.ts', content: new MagicString(`const big=[${BIG}];`) });
  bundle.addSource({ filename: 'src/small.ts', content: new MagicString('const s=1;') });
  bundle.prepend('import"./x.js";\n');
  const code = bundle.toString();
  const mapPath = join(process.cwd(), 'dist', 'chunks', 'file.js.map');
  const map = bundle.generateMap({ hires: true, file: 'file.js' });
  // Sources relative to the map's folder, as the build writes them.
  map.sources = map.sources.map((source) => `../../${source}`);
  return { code, map: map.toString(), mapPath };
}

describe('moduleSizes', () => {
  it('gives each module the code mapped to it and the rest to glue, the gzip shares adding up to the file', () => {
    const { code, map, mapPath } = built();
    const rows = moduleSizes(code, map, mapPath);
    expect(rows.map((row) => row.module)).toEqual(['src/big.ts', '(glue)', 'src/small.ts']);
    expect(rows.find((row) => row.module === 'src/big.ts')!.bytes).toBe(`const big=[${BIG}];`.length);
    expect(rows.find((row) => row.module === 'src/small.ts')!.bytes).toBe(10);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBe(code.length);
    const total = gzipSync(code, { level: 9 }).length;
    expect(Math.abs(rows.reduce((sum, row) => sum + row.gzip, 0) - total)).toBeLessThanOrEqual(rows.length);
  });
});
