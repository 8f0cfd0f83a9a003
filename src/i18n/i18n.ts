import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** The namespaces under locales/{language}/; each widget adds its own. */
export const NAMESPACES = ['common', 'country-switcher', 'footer', 'newsletter', 'preview', 'ui'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per locale file: a page fetches only its own language's files.
const localeFiles = import.meta.glob<LocaleModule>('../../locales/*/*.json');

function localePath(language: Language, namespace: Namespace): string {
  return `../../locales/${language}/${namespace}.json`;
}

/**
 * The bundle's own i18next instance: never the global one, which the host page may be using. Resources
 * arrive per language and namespace through `loadTranslations`.
 */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: [],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes text
  returnNull: false,
});

const loading = new Map<string, Promise<void>>();

/**
 * Makes the namespaces of one language available. Each file is imported once per bundle; a language
 * without a file for a namespace is a build error caught by locales.test.ts, not a runtime state.
 */
export function loadTranslations(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const key = `${language}/${namespace}`;
      let pending = loading.get(key);
      if (!pending) {
        const file = localeFiles[localePath(language, namespace)];
        pending = file
          ? file().then((module) => {
              i18n.addResourceBundle(language, namespace, module.default, true, true);
            })
          : Promise.reject(new Error(`No translations for ${key}`));
        pending.catch(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

export function hasTranslations(language: Language, namespace: Namespace): boolean {
  return i18n.hasResourceBundle(language, namespace);
}
