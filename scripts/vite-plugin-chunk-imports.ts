import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Gives the entry the static imports of every chunk it may import later (docs/decisions/0053).
 *
 * A browser learns what a module imports only once the module has arrived: an element's chunk (0.3 KB)
 * arrives, then React, the kit and the element's code are requested, a second round trip on every page.
 * Vite preloads those imports itself, but not in library mode. This plugin replaces the identifier
 * `__SW_CHUNK_IMPORTS__` in the entry with an object literal: for each chunk the code imports dynamically,
 * by its chunk name, the files of everything it imports statically, directly or not, relative to the entry
 * and without what the entry imports itself (already loaded). A chunk that only other chunks import (the
 * sign-up form's rules) has its own file listed too: the entry can then ask for it before its importer has
 * run (`preloadChunkImports`). `src/elements/chunk-imports.ts` reads it.
 */
export const CHUNK_IMPORTS_PLACEHOLDER = '__SW_CHUNK_IMPORTS__';

/**
 * What the plugin needs of a rendered chunk (Rollup's and Rolldown's `RenderedChunk`).
 * @internal Test seam: the tests write chunk graphs of their own.
 */
export interface ChunkFacts {
  name: string;
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/**
 * The map the entry gets: dynamic entry chunk name → files it imports statically, transitively, minus the
 * entry's own static imports, and its own file when no code loaded with the entry imports it. Chunks that
 * import nothing more (locale files) are left out. File names are relative to the entry's folder, as
 * `new URL(file, import.meta.url)` resolves them.
 * @internal Test seam: the plugin's rule, tested without a build.
 */
export function chunkImportMap(
  chunks: Record<string, ChunkFacts>,
  entry: ChunkFacts,
): Record<string, string[]> {
  const closure = (fileName: string, into = new Set<string>()): Set<string> => {
    for (const imported of chunks[fileName]?.imports ?? []) {
      if (into.has(imported)) continue;
      into.add(imported);
      closure(imported, into);
    }
    return into;
  };
  const loaded = closure(entry.fileName);
  const importedByEntry = new Set(
    [entry.fileName, ...loaded].flatMap((fileName) => chunks[fileName]?.dynamicImports ?? []),
  );
  const folder = entry.fileName.includes('/')
    ? entry.fileName.slice(0, entry.fileName.lastIndexOf('/') + 1)
    : '';
  const relative = (fileName: string) =>
    fileName.startsWith(folder) ? fileName.slice(folder.length) : fileName;
  const map: Record<string, string[]> = {};
  for (const chunk of Object.values(chunks)) {
    if (!chunk.isDynamicEntry) continue;
    const files = [...closure(chunk.fileName)].filter((file) => !loaded.has(file) && file !== chunk.fileName);
    if (files.length === 0) continue;
    if (!importedByEntry.has(chunk.fileName)) files.push(chunk.fileName);
    if (map[chunk.name]) throw new Error(`Two dynamically imported chunks are named "${chunk.name}"`);
    map[chunk.name] = files.map(relative).sort();
  }
  return map;
}

export function chunkImports(): Plugin {
  return {
    name: 'storefront-widgets:chunk-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(CHUNK_IMPORTS_PLACEHOLDER)) return null;
      // Only the entry has no content hash: a hashed chunk's name would not change with the names it holds.
      if (!chunk.isEntry) {
        throw new Error(
          `${CHUNK_IMPORTS_PLACEHOLDER} is in ${chunk.fileName}: import src/elements/chunk-imports.ts only from ` +
            'modules of the entry, so that it stays in the entry chunk',
        );
      }
      // File names still hold hash placeholders here; the bundler replaces them in this code too.
      const map = JSON.stringify(chunkImportMap(meta.chunks as Record<string, ChunkFacts>, chunk));
      const text = new MagicString(code);
      text.replaceAll(CHUNK_IMPORTS_PLACEHOLDER, `(${map})`);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
