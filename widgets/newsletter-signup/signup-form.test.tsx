import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { loadTranslations } from '../../src/i18n/i18n.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { TranslationProvider } from '../../src/i18n/provider.tsx';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import { SignupFormik } from './signup-formik.tsx';
import type { SignupFormik as Formik, SignupFormProps } from './signup-props.ts';
import { SignupForm } from './signup-form.tsx';
import { NEWSLETTER_LINKS } from './site-links.ts';
import { SITE_RULES } from './site-rules.ts';

/*
 * The form before and after its rules arrive, with the rules' chunk arriving when the test says:
 * `chunk.load` resolves with the rules on `chunk.arrive()` and fails on `chunk.fail()`.
 */
function controlledChunk() {
  const chunk = {
    imports: 0,
    arrive: () => {},
    fail: () => {},
    load: (): Promise<Formik> => {
      chunk.imports += 1;
      return new Promise((resolve, reject) => {
        chunk.arrive = () => resolve(SignupFormik);
        chunk.fail = () => reject(new Error('chunk failed'));
      });
    },
  };
  return chunk;
}

let chunk = controlledChunk();

const CONFIG = {
  site: 'DE',
  origin: 'NEWSLETTER',
  originAddition: 'test',
  language: 'en',
} as unknown as NewsletterSignupConfig;

async function renderForm(overrides: Partial<SignupFormProps> = {}, language: Language = 'en') {
  await loadTranslations(language, ['common', 'ui', 'newsletter']);
  const createSubscriber = vi.fn(async () => 'SUCCESS' as const);
  const props: SignupFormProps = {
    config: CONFIG,
    host: document.body,
    rules: SITE_RULES.DE,
    links: NEWSLETTER_LINKS.DE,
    client: { createSubscriber } as unknown as NewsletterClient,
    prefilled: undefined,
    holdsDne: false,
    onEmailFocus: vi.fn(),
    onResult: vi.fn(),
    labelledBy: 'block-heading',
    ...overrides,
  };
  const tree = (next: SignupFormProps) => (
    <TranslationProvider language={language} namespaces={['common', 'ui', 'newsletter']}>
      <SignupForm {...next} loadFormik={chunk.load} />
    </TranslationProvider>
  );
  const { rerender } = render(tree(props));
  /** Renders the same form again with `changes`, as its block does when the customer's data arrives. */
  const update = (changes: Partial<SignupFormProps>) => rerender(tree({ ...props, ...changes }));
  return { props, createSubscriber, update };
}

const emailField = () => screen.getByRole('textbox', { name: /Email address/ });
const submitButton = () => screen.getByRole('button', { name: 'Sign up now' });
const dneConsent = () => screen.getByRole('checkbox', { name: /personalised offers/ });
const arrive = () => act(async () => chunk.arrive());

beforeEach(() => {
  chunk = controlledChunk();
});

describe('SignupForm before its rules arrive', () => {
  it('renders the email field and the button without importing the rules', async () => {
    await renderForm();
    expect(emailField()).toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(chunk.imports).toBe(0);
  });

  it('imports the rules once on the first sign of intent (hover, pointer down, focus)', async () => {
    await renderForm();
    fireEvent.pointerEnter(screen.getByRole('form'));
    fireEvent.pointerDown(emailField());
    fireEvent.focus(emailField());
    await waitFor(() => expect(chunk.imports).toBe(1));
  });

  it('shows the whole form (country fields, consent, legal text) on the first focus, without the rules', async () => {
    const user = userEvent.setup();
    const { props } = await renderForm({ site: 'AT', rules: SITE_RULES.AT } as Partial<SignupFormProps>);
    await user.click(emailField());
    expect(props.onEmailFocus).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Salutation/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(dneConsent()).toBeInTheDocument();
    expect(screen.getByText(/I am at least 16/)).toBeInTheDocument();
  });

  it('lets the visitor fill every field and tick the consent before the rules arrive', async () => {
    const user = userEvent.setup();
    await renderForm({ rules: SITE_RULES.HU, links: NEWSLETTER_LINKS.HU });
    await user.click(emailField());
    await user.keyboard('eva@example.hu');
    await user.selectOptions(screen.getByRole('combobox', { name: /Salutation/ }), 'MRS');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Éva');
    await user.click(dneConsent());
    expect(emailField()).toHaveValue('eva@example.hu');
    expect(screen.getByRole('combobox', { name: /Salutation/ })).toHaveValue('MRS');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Éva');
    expect(dneConsent()).toBeChecked();
  });

  it('checks the email field when it is left, before the rules; no other field shows a state yet', async () => {
    const user = userEvent.setup();
    await renderForm({ rules: SITE_RULES.HU, links: NEWSLETTER_LINKS.HU });
    await user.click(emailField());
    await user.keyboard('not-an-email');
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(emailField().closest('[data-state]')).toHaveAttribute('data-state', 'error');
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.click(firstName);
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    expect(firstName.closest('[data-state]')).toHaveAttribute('data-state', 'default');
    // Back in the field, its message hides until it is left again.
    await user.click(emailField());
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Control>}a{/Control}anna@example.hu');
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(emailField().closest('[data-state]')).toHaveAttribute('data-state', 'valid');
  });

  it('holds a submit: the button is busy, a second press sends nothing more', async () => {
    const user = userEvent.setup();
    const { createSubscriber } = await renderForm();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    expect(createSubscriber).not.toHaveBeenCalled();
  });
});

describe('SignupForm when its rules arrive', () => {
  it('keeps the very same nodes: email field, consent and button', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(emailField());
    const before = { email: emailField(), consent: dneConsent(), button: submitButton() };
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'waiting');
    await arrive();
    expect(screen.getByRole('form')).toHaveAttribute('data-state', 'ready');
    expect(emailField()).toBe(before.email);
    expect(dneConsent()).toBe(before.consent);
    expect(submitButton()).toBe(before.button);
  });

  it('keeps the typed address and the focus, and typing goes on at the caret', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(emailField());
    await user.keyboard('anna@');
    await arrive();
    expect(emailField()).toHaveValue('anna@');
    expect(emailField()).toHaveFocus();
    await user.keyboard('example.com');
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it('shows the message of a field the visitor left before the rules arrived', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(emailField());
    await user.keyboard('not-an-email');
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await arrive();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field left in the same instant as the address was filled in (autofill and a quick Tab)', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(emailField());
    fireEvent.change(emailField(), { target: { value: 'anna@example' } });
    await user.tab();
    await arrive();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailField()).toHaveValue('anna@example');
  });

  it('keeps a consent as the visitor left it: ticked only by their own press', async () => {
    const user = userEvent.setup();
    const { createSubscriber } = await renderForm();
    await user.click(emailField());
    await user.keyboard('anna@example.com');
    await arrive();
    expect(dneConsent()).not.toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(createSubscriber).toHaveBeenCalledTimes(1));
    expect(createSubscriber).toHaveBeenCalledWith(expect.objectContaining({ consents: [] }));
  });

  it('submits once on arrival when the visitor submitted before', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderForm();
    await user.click(emailField());
    await user.keyboard('anna@example.com');
    await user.click(dneConsent());
    await user.click(submitButton());
    await user.click(submitButton());
    await arrive();
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('SUCCESS'));
    expect(createSubscriber).toHaveBeenCalledTimes(1);
    expect(createSubscriber).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'anna@example.com', consents: ['DNE'] }),
    );
  });

  it('checks a held submit with the rules: an invalid address is refused and focused, nothing sent', async () => {
    const user = userEvent.setup();
    const { createSubscriber } = await renderForm();
    await user.type(emailField(), 'anna@');
    await user.click(submitButton());
    await arrive();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(createSubscriber).not.toHaveBeenCalled();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
  });

  it('keeps a keyboard user on the submit button they tabbed to', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(emailField());
    await user.keyboard('anna@example.com');
    // Past the consent and the legal text's links.
    while (document.activeElement !== submitButton()) await user.tab();
    await arrive();
    expect(submitButton()).toHaveFocus();
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it('keeps a filled trap field: a bot that submits early still gets success without a server call', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderForm();
    await user.type(emailField(), 'bot@example.com');
    const trap = document.querySelector<HTMLInputElement>('input[name="sw_hp_confirm"]')!;
    fireEvent.change(trap, { target: { value: 'filled by a bot' } });
    await user.click(submitButton());
    await arrive();
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('SUCCESS'));
    expect(createSubscriber).not.toHaveBeenCalled();
  });

  it('shows the technical error when the rules cannot be loaded for a submit, and retries on the next intent', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderForm();
    await user.type(emailField(), 'anna@example.com');
    await user.click(submitButton());
    await act(async () => chunk.fail());
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('ERROR_GENERIC'));
    expect(emailField()).toHaveValue('anna@example.com');
    expect(submitButton()).not.toHaveAttribute('aria-busy');

    await user.click(emailField());
    expect(chunk.imports).toBe(2);
    await arrive();
    await user.click(submitButton());
    await waitFor(() => expect(createSubscriber).toHaveBeenCalledTimes(1));
  });

  it('shows a prefilled (logged-in) form whole at once and asks for the rules straight away', async () => {
    await renderForm({ prefilled: { email: 'anna@example.com', firstName: 'Anna' } });
    expect(emailField()).toHaveValue('anna@example.com');
    expect(dneConsent()).toBeInTheDocument();
    expect(chunk.imports).toBe(1);
    await arrive();
    expect(emailField()).toHaveValue('anna@example.com');
  });
});

describe('SignupForm when a logged-in customer’s data arrives after it is on screen (server-rendered)', () => {
  // Austria asks for the names and the salutation.
  const AUSTRIA = { config: { ...CONFIG, site: 'AT' }, rules: SITE_RULES.AT } as Partial<SignupFormProps>;
  const customer = {
    email: 'anna@example.com',
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Kovács',
  } as const;

  it('fills the same fields, opens the whole form and asks for the rules', async () => {
    const { update } = await renderForm(AUSTRIA);
    const email = emailField();
    update({ prefilled: customer });
    expect(emailField()).toBe(email);
    expect(email).toHaveValue('anna@example.com');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Anna');
    expect(screen.getByRole('combobox', { name: /Salutation/ })).toHaveValue('MRS');
    await waitFor(() => expect(chunk.imports).toBe(1));
  });

  it('keeps what the visitor typed meanwhile and fills only the fields left empty', async () => {
    const user = userEvent.setup();
    const { update } = await renderForm(AUSTRIA);
    await user.type(emailField(), 'kim@example.org');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Kim');
    update({ prefilled: customer });
    expect(emailField()).toHaveValue('kim@example.org');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Kim');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Kovács');
    await arrive();
    expect(emailField()).toHaveValue('kim@example.org');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Kovács');
  });
});

describe('SignupForm in Hungarian: the family name first', () => {
  const HUNGARY = {
    config: { ...CONFIG, site: 'HU' },
    rules: SITE_RULES.HU,
    links: NEWSLETTER_LINKS.HU,
  } as Partial<SignupFormProps>;
  const familyName = () => screen.getByRole('textbox', { name: /Vezetéknév/ });
  const givenName = () => screen.getByRole('textbox', { name: /Keresztnév/ });
  /** The names of the form's text fields, in the order the form draws them (and Tab visits them). */
  const nameOrder = () =>
    [...document.querySelectorAll<HTMLInputElement>('input[name$="Name"]')].map((input) => input.name);

  it('draws and labels the family name before the given name, each with its own autocomplete', async () => {
    const user = userEvent.setup();
    await renderForm(HUNGARY, 'hu-HU');
    await user.click(screen.getByRole('textbox', { name: /E-mail-cím/ }));
    expect(nameOrder()).toEqual(['lastName', 'firstName']);
    expect(familyName()).toHaveAttribute('name', 'lastName');
    expect(familyName()).toHaveAttribute('autocomplete', 'family-name');
    expect(givenName()).toHaveAttribute('name', 'firstName');
    expect(givenName()).toHaveAttribute('autocomplete', 'given-name');
  });

  it('tabs from the address through the salutation to the family name, then the given name', async () => {
    const user = userEvent.setup();
    await renderForm(HUNGARY, 'hu-HU');
    await user.click(screen.getByRole('textbox', { name: /E-mail-cím/ }));
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Megszólítás/ })).toHaveFocus();
    await user.tab();
    expect(familyName()).toHaveFocus();
    await user.tab();
    expect(givenName()).toHaveFocus();
  });

  it('sends each name as its own field, typed by label', async () => {
    const user = userEvent.setup();
    const { createSubscriber } = await renderForm(HUNGARY, 'hu-HU');
    await user.type(screen.getByRole('textbox', { name: /E-mail-cím/ }), 'eva@example.hu');
    await user.selectOptions(screen.getByRole('combobox', { name: /Megszólítás/ }), 'MRS');
    await user.type(familyName(), 'Kovács');
    await user.type(givenName(), 'Éva');
    await arrive();
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    await waitFor(() => expect(createSubscriber).toHaveBeenCalledTimes(1));
    expect(createSubscriber).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'eva@example.hu', lastName: 'Kovács', firstName: 'Éva' }),
    );
  });

  it('focuses the family name, the first name field on screen, when a submit is refused for both', async () => {
    const user = userEvent.setup();
    const { createSubscriber } = await renderForm(HUNGARY, 'hu-HU');
    await user.type(screen.getByRole('textbox', { name: /E-mail-cím/ }), 'eva@example.hu');
    await user.selectOptions(screen.getByRole('combobox', { name: /Megszólítás/ }), 'MRS');
    await arrive();
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    expect(await screen.findByText('Kérjük, adja meg a vezetéknevét')).toBeInTheDocument();
    await waitFor(() => expect(familyName()).toHaveFocus());
    expect(createSubscriber).not.toHaveBeenCalled();
  });

  it('puts a logged-in customer’s names into their own fields, locked', async () => {
    await renderForm(
      { ...HUNGARY, prefilled: { email: 'eva@example.hu', firstName: 'Éva', lastName: 'Kovács' } },
      'hu-HU',
    );
    expect(familyName()).toHaveValue('Kovács');
    expect(familyName()).toBeDisabled();
    expect(givenName()).toHaveValue('Éva');
    expect(givenName()).toBeDisabled();
    await arrive();
    expect(familyName()).toHaveValue('Kovács');
  });

  it('follows the language, not the storefront: the HU storefront in English asks for the first name first', async () => {
    await renderForm(HUNGARY, 'en');
    expect(nameOrder()).toEqual(['firstName', 'lastName']);
  });

  it('an Austrian storefront page in Hungarian asks for the family name first', async () => {
    await renderForm({ config: { ...CONFIG, site: 'AT' }, rules: SITE_RULES.AT }, 'hu-HU');
    expect(nameOrder()).toEqual(['lastName', 'firstName']);
  });
});
