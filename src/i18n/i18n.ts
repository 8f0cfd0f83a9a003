import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { arrivedLocaleFile, importLocaleFile, type Namespace } from './translation-files.ts';

export type { Namespace } from './translation-files.ts';

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

/**
 * i18next's `number` format (`{{max, number}}`), with one shortcut: a whole number from 0 to 999 is written as
 * its digits, which is what `Intl.NumberFormat` writes for it in each of the twelve languages (locales.test.ts
 * holds them equal). Everything else goes to Intl. The first `Intl.NumberFormat` a page creates loads ICU's
 * number data, about 35 ms of main thread on a fast phone and 150 ms at 4x CPU, and every text of the sign-up
 * form has a number (docs/decisions/0070).
 * @internal Test seam: checked against Intl in every language.
 */
export function formatNumber(value: unknown, language: string | undefined, options?: object): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000)
    return String(value);
  return new Intl.NumberFormat(language, options as Intl.NumberFormatOptions).format(value as number);
}
i18n.services.formatter?.add('number', formatNumber);

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
        pending = importLocaleFile(language, namespace).then((module) => {
          i18n.addResourceBundle(language, namespace, module.default, true, true);
        });
        pending.catch(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Whether the namespaces of one language can be used now: a file that has arrived already (preloaded with
 * the element's chunk) is added on the spot, so the first render need not wait for `loadTranslations`.
 */
export function translationsReady(language: Language, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((namespace) => {
    if (i18n.hasResourceBundle(language, namespace)) return true;
    const file = arrivedLocaleFile(language, namespace);
    if (file) i18n.addResourceBundle(language, namespace, file.default, true, true);
    return file !== undefined;
  });
}
