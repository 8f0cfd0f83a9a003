import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from './languages.ts';
import { TranslationProvider, useT } from './provider.tsx';

function Close({ seen }: { seen?: TFunction<'ui'>[] }) {
  const t = useT('ui');
  seen?.push(t);
  return <p>{t('modal.close')}</p>;
}

const provided = (language: Language, children: React.ReactNode) => (
  <TranslationProvider language={language} namespaces={['ui']}>
    {children}
  </TranslationProvider>
);

describe('TranslationProvider and useT', () => {
  it('render each element in its own language on one page, once its texts are in', async () => {
    render(
      <>
        {provided('de-DE', <Close />)}
        {provided('pl-PL', <Close />)}
      </>,
    );
    expect(await screen.findByText('Schließen')).toBeInTheDocument();
    expect(await screen.findByText('Zamknij')).toBeInTheDocument();
  });

  it('follow a change of language', async () => {
    const { rerender } = render(provided('de-DE', <Close />));
    expect(await screen.findByText('Schließen')).toBeInTheDocument();
    rerender(provided('pl-PL', <Close />));
    expect(await screen.findByText('Zamknij')).toBeInTheDocument();
    expect(screen.queryByText('Schließen')).toBeNull();
  });

  it('keep the children, their state and their nodes in the old language until the new one is in', async () => {
    function Field() {
      const t = useT('ui');
      return <input aria-label={t('modal.close')} defaultValue="" />;
    }
    const { rerender } = render(provided('de-DE', <Field />));
    const field = await screen.findByRole('textbox', { name: 'Schließen' });
    field.focus();
    (field as HTMLInputElement).value = 'typed';
    rerender(provided('hu-HU', <Field />));
    // Hungarian is not loaded yet: the German field is still there, the same node, with what was typed.
    expect(screen.getByRole('textbox', { name: 'Schließen' })).toBe(field);
    const hungarian = await screen.findByRole('textbox', { name: 'Bezárás' });
    expect(hungarian).toBe(field);
    expect((hungarian as HTMLInputElement).value).toBe('typed');
    expect(document.activeElement).toBe(field);
  });

  it('give every component of one language the same t, made once per page (a footer asks for one per link)', async () => {
    const seen: TFunction<'ui'>[] = [];
    render(
      provided(
        'de-DE',
        [1, 2, 3].map((n) => <Close key={n} seen={seen} />),
      ),
    );
    expect(await screen.findAllByText('Schließen')).toHaveLength(3);
    expect(new Set(seen).size).toBe(1);
    const other: TFunction<'ui'>[] = [];
    render(provided('pl-PL', <Close seen={other} />));
    await screen.findByText('Zamknij');
    expect(other[0]).not.toBe(seen[0]);
  });
});
