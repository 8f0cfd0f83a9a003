import { render, type BoundFunctions, type queries, type RenderResult } from '@testing-library/react';
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

type Queries = Pick<BoundFunctions<typeof queries>, 'findByText' | 'queryByText' | 'queryAllByText'>;

const summaryText = (name: string | RegExp) => (_: string, element: Element | null) =>
  element?.localName === 'summary' &&
  (typeof name === 'string' ? element.textContent === name : name.test(element.textContent ?? ''));

/**
 * A native disclosure's `<summary>` by its text, which is what a screen reader names it by (Testing Library
 * gives `summary` no role to find it by).
 */
export function findSummary(view: Queries, name: string | RegExp): Promise<HTMLElement> {
  return view.findByText(summaryText(name));
}

/** The `<summary>` saying `name`, or null (any summary when no name is given). */
export function querySummary(view: Queries, name: string | RegExp = /.*/): HTMLElement | null {
  return view.queryAllByText(summaryText(name))[0] ?? null;
}

/** Whether the `<details>` a summary opens is open. */
export function isOpen(summary: HTMLElement): boolean {
  return (summary.parentElement as HTMLDetailsElement).open;
}
