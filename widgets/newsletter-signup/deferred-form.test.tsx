import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterClient } from '../../src/http/newsletter-client.ts';
import { loadTranslations } from '../../src/i18n/i18n.ts';
import { TranslationProvider } from '../../src/i18n/provider.tsx';
import { DeferredSignupForm, type SignupFormComponent } from './deferred-form.tsx';
import type { NewsletterSignupConfig } from './newsletter-signup.element.ts';
import { SignupForm, type SignupFormProps } from './signup-form.tsx';
import { NEWSLETTER_LINKS } from './site-links.ts';
import { SITE_RULES } from './site-rules.ts';

/*
 * The stand-in form and the hand-over to the real one, with the form's chunk arriving when the test says:
 * `chunk.load` resolves with the real form on `chunk.arrive()` and fails on `chunk.fail()`.
 */
function controlledChunk() {
  const chunk = {
    imports: 0,
    arrive: () => {},
    fail: () => {},
    load: (): Promise<SignupFormComponent> => {
      chunk.imports += 1;
      return new Promise((resolve, reject) => {
        chunk.arrive = () => resolve(SignupForm);
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

async function renderDeferred(overrides: Partial<SignupFormProps> = {}) {
  await loadTranslations('en', ['common', 'ui', 'newsletter']);
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
    ...overrides,
  };
  render(
    <TranslationProvider language="en" namespaces={['common', 'ui', 'newsletter']}>
      <DeferredSignupForm {...props} loadForm={chunk.load} />
    </TranslationProvider>,
  );
  return { props, createSubscriber };
}

const emailField = () => screen.getByRole('textbox', { name: /Email address/ });
const realFormShown = () => waitFor(() => expect(screen.getByText(/I am at least 16/)).toBeInTheDocument());

beforeEach(() => {
  chunk = controlledChunk();
});

describe('DeferredSignupForm', () => {
  it('renders the stand-in without importing the form chunk', async () => {
    await renderDeferred();
    expect(emailField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up now' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(chunk.imports).toBe(0);
  });

  it('imports the chunk once on the first sign of intent (hover, pointer down, focus)', async () => {
    await renderDeferred();
    fireEvent.pointerEnter(screen.getByRole('form'));
    fireEvent.pointerDown(emailField());
    fireEvent.focus(emailField());
    await waitFor(() => expect(chunk.imports).toBe(1));
  });

  it('hands over the typed address and the focus, and shows the country fields', async () => {
    const user = userEvent.setup();
    const { props } = await renderDeferred();
    await user.click(emailField());
    await user.type(emailField(), 'anna@');
    expect(props.onEmailFocus).toHaveBeenCalled();
    await act(async () => chunk.arrive());
    await realFormShown();
    expect(emailField()).toHaveValue('anna@');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'example.com');
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it('submits once on arrival when the visitor submitted before the chunk came', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderDeferred();
    await user.type(emailField(), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    await act(async () => chunk.arrive());
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('SUCCESS'));
    expect(createSubscriber).toHaveBeenCalledTimes(1);
    expect(createSubscriber).toHaveBeenCalledWith(expect.objectContaining({ email: 'anna@example.com' }));
  });

  it('carries over a submit that lands after the chunk arrived but before the real form took over', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderDeferred();
    await user.type(emailField(), 'anna@example.com');
    chunk.arrive();
    // The arrival has been handled, but React has not swapped the forms yet: the stand-in takes the submit.
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('SUCCESS'));
    expect(createSubscriber).toHaveBeenCalledTimes(1);
  });

  it('keeps a keyboard user on the submit button they tabbed to before the real form came', async () => {
    const user = userEvent.setup();
    await renderDeferred();
    await user.click(emailField());
    await user.keyboard('anna@example.com');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign up now' })).toHaveFocus();
    await act(async () => chunk.arrive());
    await realFormShown();
    expect(screen.getByRole('button', { name: 'Sign up now' })).toHaveFocus();
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it('keeps a filled trap field: a bot that submits early still gets success without a server call', async () => {
    const user = userEvent.setup();
    const { props, createSubscriber } = await renderDeferred();
    await user.type(emailField(), 'bot@example.com');
    const trap = document.querySelector<HTMLInputElement>('input[name="sw_hp_confirm"]')!;
    fireEvent.change(trap, { target: { value: 'filled by a bot' } });
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    await act(async () => chunk.arrive());
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('SUCCESS'));
    expect(createSubscriber).not.toHaveBeenCalled();
  });

  it('shows the technical error when the chunk cannot be loaded for a submit, and retries on the next intent', async () => {
    const user = userEvent.setup();
    const { props } = await renderDeferred();
    await user.type(emailField(), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    await act(async () => chunk.fail());
    await waitFor(() => expect(props.onResult).toHaveBeenCalledWith('ERROR_GENERIC'));
    expect(emailField()).toHaveValue('anna@example.com');

    await user.click(emailField());
    expect(chunk.imports).toBe(2);
    await act(async () => chunk.arrive());
    await realFormShown();
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it('renders nothing for a prefilled (logged-in) form until the real form is here, then the real one', async () => {
    await renderDeferred({ prefilled: { email: 'anna@example.com' } });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(chunk.imports).toBe(1);
    await act(async () => chunk.arrive());
    await realFormShown();
    expect(emailField()).toHaveValue('anna@example.com');
  });
});
