/**
 * Fetches a chunk's static imports together with the chunk itself (docs/decisions.md 53). The build writes,
 * in place of `__SW_CHUNK_IMPORTS__`, which files each dynamically imported chunk imports
 * (scripts/vite-plugin-chunk-imports.ts); outside a build (tests, the dev server) there is no such map and
 * this does nothing.
 */
declare const __SW_CHUNK_IMPORTS__: Readonly<Record<string, readonly string[]>> | undefined;

const CHUNK_IMPORTS: Readonly<Record<string, readonly string[]>> =
  typeof __SW_CHUNK_IMPORTS__ === 'undefined' ? {} : __SW_CHUNK_IMPORTS__;

const requested = new Set<string>();

/**
 * Imports a chunk and, in the same moment, asks for the chunks it imports with `<link rel="modulepreload">`,
 * so they arrive in one round trip instead of two. `name` is the chunk's name: the imported file's name
 * without its extension (`shop-footer.module` for `import('./shop-footer.module.ts')`); a unit test holds
 * every call to that. Each file is asked for once per page; the browser's module map then serves the import.
 */
export function importWithItsImports<Module>(name: string, load: () => Promise<Module>): Promise<Module> {
  preloadImportsOf(name, CHUNK_IMPORTS);
  return load();
}

/** Appends a `modulepreload` link to `<head>` for every file of `name` in `map` not yet asked for. */
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
