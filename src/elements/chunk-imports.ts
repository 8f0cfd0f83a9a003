import { LOADER_URL } from './loader-url.ts';

/**
 * Fetches a chunk's static imports together with the chunk itself (docs/decisions/0053). The build writes,
 * in place of `__SW_CHUNK_IMPORTS__`, which files each dynamically imported chunk imports
 * (scripts/vite-plugin-chunk-imports.ts); outside a build (tests, the dev server) there is no such map and
 * this does nothing.
 */
declare const __SW_CHUNK_IMPORTS__: Readonly<Record<string, readonly string[]>> | undefined;

const CHUNK_IMPORTS: Readonly<Record<string, readonly string[]>> =
  typeof __SW_CHUNK_IMPORTS__ === 'undefined' ? {} : __SW_CHUNK_IMPORTS__;

const requested = new Set<string>();

/**
 * Whether the entry runs from the files the build wrote, as the package ships them: from an http(s) address, with
 * the loader chunk in `chunks/` beside it. Only then are the map's file names there to preload. A host that
 * bundles the package (Vite, webpack, Rollup, a dev server's pre-bundling) re-chunks and renames the files, and
 * preloads the imports itself where it can: preloading the map's names there fetched files that do not exist
 * (docs/decisions/0065). webpack writes `import.meta.url` as the source file's `file:` address: not http(s).
 * @internal Test seam: a rule of its own, tested as a table.
 */
export function runsAsShipped(entryUrl: string, loaderUrl: string): boolean {
  try {
    const entry = new URL(entryUrl);
    return (
      (entry.protocol === 'https:' || entry.protocol === 'http:') &&
      new URL('.', loaderUrl).href === new URL('chunks/', entry).href
    );
  } catch {
    return false;
  }
}

const SHIPPED = runsAsShipped(import.meta.url, LOADER_URL);

/**
 * Imports a chunk and, in the same moment, asks for the chunks it imports with `<link rel="modulepreload">`,
 * so they arrive in one round trip instead of two; only when the entry `runsAsShipped`. `name` is the chunk's name: the imported file's name
 * without its extension (`shop-footer.module` for `import('./shop-footer.module.ts')`); a unit test holds
 * every call to that. Each file is asked for once per page; the browser's module map then serves the import.
 */
export function importWithItsImports<Module>(name: string, load: () => Promise<Module>): Promise<Module> {
  preloadChunkImports(name);
  return load();
}

/**
 * Asks for the chunks the chunk `name` imports, as `importWithItsImports` does, for a chunk imported elsewhere: by
 * a chunk, which cannot import this module (the map is in the entry, whose name has no hash).
 */
export function preloadChunkImports(name: string): void {
  if (SHIPPED) preloadImportsOf(name, CHUNK_IMPORTS);
}

/**
 * Appends a `modulepreload` link to `<head>` for every file of `name` in `map` not yet asked for.
 * @internal Test seam: a rule of its own, tested without a build.
 */
export function preloadImportsOf(
  name: string,
  map: Readonly<Record<string, readonly string[]>>,
  base: string = import.meta.url,
): void {
  for (const file of map[name] ?? []) {
    const href = new URL(file, base).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
