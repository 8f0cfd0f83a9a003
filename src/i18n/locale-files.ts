/**
 * Where a locale file comes from: here, for the tests, the server renderer and the kit gallery, a lazy import
 * of each file under locales/ (`import.meta.glob`). The browser bundle replaces this module with one that
 * derives the file's address from its language and namespace (`localeFiles` in
 * scripts/vite-plugin-locale-files.ts): a map of 84 imports, each with its own hashed file name, was 1.4 KB
 * gzip on every page with an element (docs/decisions.md 76). Both give the same answer for every language and
 * namespace; the browser tests load every page's texts through the replacement.
 */

/** A locale file as a module: its texts are the default export. */
export type LocaleModule = { default: Record<string, unknown> };

const files = import.meta.glob<LocaleModule>('../../locales/*/*.json');

/** Imports the file of one language and namespace (`de-DE`, `footer`); undefined when there is none. */
export function importLocaleModule(language: string, namespace: string): Promise<LocaleModule> | undefined {
  return files[`../../locales/${language}/${namespace}.json`]?.();
}
