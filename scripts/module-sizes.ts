/**
 * `npm run size:modules [file…]`: where a built file's bytes come from, by source module. Each generated character is
 * given to the source module its source map names (the code between two mappings to the first of them), each
 * module's code gzipped on its own, and the sums scaled to the file's own gzip size, so that the rows add up to it
 * (gzip shares words across modules: a row is a module's part, not what leaving it out would save; measure that by
 * building without it). Without arguments: the entry and the loader chunk, what every page with the script loads.
 * docs/benchmark.md ("Size budgets") lists what it found.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

interface ModuleSize {
  /** The source module, as the map names it relative to the repository; `(glue)` for code no module claims. */
  module: string;
  /** Minified bytes of the file's code that came from it. */
  bytes: number;
  /** Its share of the file's gzip size. */
  gzip: number;
}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * `code` cut into the pieces its source map gives to one source module each, in order: each generated character
 * goes to the module of the mapping before it; what comes before the first mapping is `(glue)`, as is code no
 * module claims.
 */
export function modulePieces(
  code: string,
  map: SourceMapInput,
  mapPath: string,
): { module: string; from: number; to: number }[] {
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  const starts: { at: number; module: string }[] = [];
  // The map names its sources relative to its own folder: resolved against its path, then named from the root.
  eachMapping(new TraceMap(map, mapPath), (mapping) => {
    const at = lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn;
    starts.push({ at, module: mapping.source ? relative(ROOT, mapping.source) : '(glue)' });
  });
  starts.sort((a, b) => a.at - b.at);
  const pieces = starts.map(({ at, module }, index) => ({
    module,
    from: at,
    to: starts[index + 1]?.at ?? code.length,
  }));
  const first = starts[0]?.at ?? code.length;
  return first > 0 ? [{ module: '(glue)', from: 0, to: first }, ...pieces] : pieces;
}

/**
 * The bytes of `code` by source module, largest gzip share first.
 * @internal Test seam: the attribution, tested with a map of its own.
 */
export function moduleSizes(code: string, map: SourceMapInput, mapPath: string): ModuleSize[] {
  const texts = new Map<string, string>();
  for (const { module, from, to } of modulePieces(code, map, mapPath))
    texts.set(module, (texts.get(module) ?? '') + code.slice(from, to));
  const rows = [...texts].map(([module, text]) => ({ module, bytes: text.length, gzip: gzipBytes(text) }));
  const scale = gzipBytes(code) / rows.reduce((sum, row) => sum + row.gzip, 0);
  return rows
    .map((row) => ({ ...row, gzip: Math.round(row.gzip * scale) }))
    .sort((a, b) => b.gzip - a.gzip || a.module.localeCompare(b.module));
}

function defaultFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const entry = manifest['widgets/index.ts']!;
  return [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]!.file)];
}

export function main(files: string[]): void {
  for (const file of files.length > 0 ? files : defaultFiles()) {
    const path = join(DIST, file.replace(/^dist\//, ''));
    const code = readFileSync(path, 'utf8');
    const rows = moduleSizes(code, readFileSync(`${path}.map`, 'utf8'), `${path}.map`);
    console.log(`${relative(ROOT, path)}: ${code.length} bytes, ${gzipBytes(code)} gzip`);
    for (const row of rows)
      console.log(`${String(row.gzip).padStart(7)} ${String(row.bytes).padStart(8)}  ${row.module}`);
  }
}
