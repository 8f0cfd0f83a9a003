import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { loadTranslations } from '../src/i18n/i18n.ts';
import type { Language } from '../src/i18n/languages.ts';
import { TranslationProvider } from '../src/i18n/provider.tsx';

/**
 * Renders a kit component as a widget would: inside the bundle's translation provider, with the language's
 * `ui` and `common` texts loaded first so the first render is the real one.
 */
export async function renderWithLanguage(
  ui: ReactElement,
  language: Language = 'de-DE',
): Promise<RenderResult> {
  await loadTranslations(language, ['common', 'ui']);
  const wrap = (node: ReactNode) => (
    <TranslationProvider language={language} namespaces={['common', 'ui']}>
      {node}
    </TranslationProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}
