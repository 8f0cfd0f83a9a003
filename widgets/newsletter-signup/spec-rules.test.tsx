import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { loadTranslations } from '../../src/i18n/i18n.ts';
import { TranslationProvider } from '../../src/i18n/provider.tsx';
import { SITES, type Site } from '../../src/sites.ts';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import { SignupForm } from './signup-form.tsx';
import { NEWSLETTER_LINKS } from './site-links.ts';
import { SITE_RULES } from './site-rules.ts';

/*
 * The form's value and validation rules pinned on the form as a visitor meets it (the rules' chunk is not needed
 * for these).
 */

const PREFILL = {
  email: 'anna@example.com',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Huber',
} as const;

async function renderForm(site: Site, prefilled?: Partial<NewsletterValues>) {
  await loadTranslations('en', ['common', 'ui', 'newsletter']);
  render(
    <TranslationProvider language="en" namespaces={['common', 'ui', 'newsletter']}>
      <SignupForm
        config={
          {
            site,
            origin: 'NEWSLETTER',
            originAddition: '',
            language: 'en',
          } as unknown as NewsletterSignupConfig
        }
        host={document.body}
        rules={SITE_RULES[site]}
        links={NEWSLETTER_LINKS[site]}
        client={{} as NewsletterClient}
        prefilled={prefilled}
        holdsDne={false}
        onEmailFocus={() => {}}
        onResult={() => {}}
        labelledBy="block-heading"
        loadFormik={() => new Promise(() => {})}
      />
    </TranslationProvider>,
  );
  await act(() => Promise.resolve());
}

afterEach(() => vi.restoreAllMocks());

describe('the salutation (display order MRS, MR, DIVERS, COMPANY)', () => {
  it.each(['AT', 'HU'] as const)(
    'offers the salutations of %s in that order after the prompt',
    async (site) => {
      await renderForm(site, PREFILL);
      const select = screen.getByRole('combobox', { name: /Salutation/ });
      const values = within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
      expect(values).toEqual(['', 'MRS', 'MR', 'DIVERS', 'COMPANY']);
    },
  );
});

describe('prefilled fields (disabled once filled in AT, HU and TR)', () => {
  it.each(SITES)(
    'locks the prefilled fields of a customer in %s only if that is AT, HU or TR',
    async (site) => {
      await renderForm(site, PREFILL);
      const locks = ['AT', 'HU', 'TR'].includes(site);
      expect(screen.getByRole('textbox', { name: /Email address/ }).hasAttribute('disabled')).toBe(locks);
      for (const name of [/First name/, /Last name/]) {
        const field = screen.queryByRole('textbox', { name });
        if (field) expect(field.hasAttribute('disabled')).toBe(locks);
      }
      const salutation = screen.queryByRole('combobox', { name: /Salutation/ });
      if (salutation) expect(salutation.hasAttribute('disabled')).toBe(locks);
      expect(screen.getByRole('checkbox', { name: /personalised offers/ })).not.toBeDisabled();
    },
  );

  it('leaves a field the customer data left empty open in HU', async () => {
    await renderForm('HU', { ...PREFILL, firstName: '' });
    expect(screen.getByRole('textbox', { name: /First name/ })).not.toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeDisabled();
  });
});
