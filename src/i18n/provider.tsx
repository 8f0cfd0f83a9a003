import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useLatestAnswer } from '../http/use-latest-answer.ts';
import { i18n, loadTranslations, translationsReady, type Namespace } from './i18n.ts';
import type { Language } from './languages.ts';

const LanguageContext = createContext<Language | undefined>(undefined);

export interface TranslationProviderProps {
  language: Language;
  namespaces: readonly Namespace[];
  children: ReactNode;
}

/**
 * Renders its children once the language's namespaces are loaded, with the bundle's own i18next
 * instance. Until then it renders nothing: the host styles keep the element's space reserved. When the
 * language changes, the children stay on screen in the language they had until the new one's texts are in:
 * a form being filled in keeps its nodes, its values and the focus, and only its texts change.
 */
export function TranslationProvider({ language, namespaces, children }: TranslationProviderProps) {
  const ready = () => translationsReady(language, namespaces);
  const [loaded, setLoaded] = useState<Language | undefined>(() => (ready() ? language : undefined));
  const key = namespaces.join(',');

  // namespaces is compared by its joined key
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useMemo(() => () => loadTranslations(language, namespaces), [language, key]);
  useLatestAnswer(
    load,
    () => setLoaded(language),
    (error) => console.warn(`storefront-widgets: translations for ${language} failed to load`, error),
  );

  const shown = loaded === language || ready() ? language : loaded;
  if (!shown) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={shown}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The page language of the element being rendered. */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage needs a TranslationProvider');
  return language;
}

/** One `t` per language and namespace for the whole page: a footer alone asks for one per link. */
const fixedTs = new Map<string, TFunction>();

/**
 * `t` for the element's language (elements on one page may speak different languages). It reads i18next's
 * resources when called; the provider above has made sure they are there.
 */
export function useT<N extends Namespace>(namespace: N): TFunction<N> {
  const language = useLanguage();
  const key = `${language}/${namespace}`;
  let t = fixedTs.get(key);
  if (!t) {
    t = i18n.getFixedT(language, namespace) as TFunction;
    fixedTs.set(key, t);
  }
  return t as TFunction<N>;
}
