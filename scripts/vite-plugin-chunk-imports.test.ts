import { describe, expect, it } from 'vitest';
import { chunkImportMap, type ChunkFacts } from './vite-plugin-chunk-imports.ts';

function chunk(
  fileName: string,
  imports: string[] = [],
  kind: 'entry' | 'dynamic' | 'shared' = 'shared',
  dynamicImports: string[] = [],
): ChunkFacts {
  const name = fileName.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$|\.js$/, '');
  return {
    name,
    fileName,
    imports,
    dynamicImports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'dynamic',
  };
}

function graph(...chunks: ChunkFacts[]): Record<string, ChunkFacts> {
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

describe('chunkImportMap', () => {
  const entry = chunk('storefront-widgets.js', ['chunks/cookies-AAAAAAAA.js'], 'entry', [
    'chunks/shop-footer.module-EEEEEEEE.js',
  ]);
  const chunks = graph(
    entry,
    chunk('chunks/cookies-AAAAAAAA.js', [], 'shared', ['chunks/locale-de-DE-footer-FFFFFFFF.js']),
    chunk('chunks/runtime-BBBBBBBB.js'),
    chunk('chunks/react-mount-CCCCCCCC.js', ['chunks/runtime-BBBBBBBB.js', 'chunks/cookies-AAAAAAAA.js']),
    chunk('chunks/kit-DDDDDDDD.js', ['chunks/react-mount-CCCCCCCC.js']),
    chunk('chunks/shop-footer.module-EEEEEEEE.js', ['chunks/kit-DDDDDDDD.js'], 'dynamic'),
    chunk('chunks/locale-de-DE-footer-FFFFFFFF.js', [], 'dynamic'),
  );

  it("lists what a dynamically imported chunk imports, directly or not, beside the entry's folder", () => {
    expect(chunkImportMap(chunks, entry)).toEqual({
      'shop-footer.module': [
        'chunks/kit-DDDDDDDD.js',
        'chunks/react-mount-CCCCCCCC.js',
        'chunks/runtime-BBBBBBBB.js',
      ],
    });
  });

  it('lists the own file of a chunk that only other chunks import, for the entry to ask for ahead', () => {
    const withRules = graph(
      ...Object.values(chunks),
      chunk('chunks/form-GGGGGGGG.js', ['chunks/kit-DDDDDDDD.js'], 'shared', ['chunks/rules-HHHHHHHH.js']),
      chunk('chunks/rules-HHHHHHHH.js', ['chunks/form-GGGGGGGG.js'], 'dynamic'),
    );
    const map = chunkImportMap(withRules, entry);
    expect(map.rules).toEqual([
      'chunks/form-GGGGGGGG.js',
      'chunks/kit-DDDDDDDD.js',
      'chunks/react-mount-CCCCCCCC.js',
      'chunks/rules-HHHHHHHH.js',
      'chunks/runtime-BBBBBBBB.js',
    ]);
    expect(map['shop-footer.module']).not.toContain('chunks/shop-footer.module-EEEEEEEE.js');
  });

  it('leaves out what the entry imports itself and chunks that import nothing more', () => {
    const map = chunkImportMap(chunks, entry);
    expect(Object.values(map).flat()).not.toContain('chunks/cookies-AAAAAAAA.js');
    expect(map).not.toHaveProperty('locale-de-DE-footer');
  });

  it('names files relative to an entry in a folder, and survives import cycles', () => {
    const nested = chunk('dist/app.js', [], 'entry', ['dist/chunks/panel-CCCCCCCC.js']);
    const cyclic = graph(
      nested,
      chunk('dist/chunks/a-AAAAAAAA.js', ['dist/chunks/b-BBBBBBBB.js']),
      chunk('dist/chunks/b-BBBBBBBB.js', ['dist/chunks/a-AAAAAAAA.js']),
      chunk('dist/chunks/panel-CCCCCCCC.js', ['dist/chunks/a-AAAAAAAA.js'], 'dynamic'),
    );
    expect(chunkImportMap(cyclic, nested)).toEqual({
      panel: ['chunks/a-AAAAAAAA.js', 'chunks/b-BBBBBBBB.js'],
    });
  });

  it('refuses two dynamically imported chunks of one name, which the entry could not tell apart', () => {
    const twice = graph(
      entry,
      chunk('chunks/kit-DDDDDDDD.js'),
      chunk('chunks/panel-AAAAAAAA.js', ['chunks/kit-DDDDDDDD.js'], 'dynamic'),
      chunk('chunks/panel-BBBBBBBB.js', ['chunks/kit-DDDDDDDD.js'], 'dynamic'),
    );
    expect(() => chunkImportMap(twice, entry)).toThrow('Two dynamically imported chunks are named "panel"');
  });
});
