import type { Language } from './languages.ts';

/** The namespaces under locales/{language}/; each widget adds its own. */
export const NAMESPACES = ['common', 'country-switcher', 'footer', 'newsletter', 'preview', 'ui'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** A locale file as a module: its texts are the default export. */
export type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per locale file: a page fetches only its own language's files. Kept apart from i18next, so
// the loader can start a file with the element's chunk while i18next waits in the React chunk.
const localeFiles = import.meta.glob<LocaleModule>('../../locales/*/*.json');

// The files that have arrived, for a render that can start without waiting for a promise.
const arrived = new Map<string, LocaleModule>();

/** Imports one locale file; the browser's module map makes a second import of the same file free. */
export function importLocaleFile(language: Language, namespace: Namespace): Promise<LocaleModule> {
  const key = `${language}/${namespace}`;
  const file = localeFiles[`../../locales/${key}.json`];
  if (!file) return Promise.reject(new Error(`No translations for ${key}`));
  return file().then((module) => {
    arrived.set(key, module);
    return module;
  });
}

/** A locale file that has arrived already (preloaded with the element's chunk), else undefined. */
export function arrivedLocaleFile(language: Language, namespace: Namespace): LocaleModule | undefined {
  return arrived.get(`${language}/${namespace}`);
}

/**
 * Starts fetching an element's translation files together with its chunk, so that `loadTranslations`
 * finds them under way instead of asking only after React has started. A failure is left to that call,
 * which reports it.
 */
export function preloadTranslations(language: Language, namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) importLocaleFile(language, namespace).catch(() => {});
}
