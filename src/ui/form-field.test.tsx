import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleGraph } from '../../scripts/module-graph.ts';
import { renderWithLanguage } from '../../test/render.tsx';
import { loadTranslations } from '../i18n/i18n.ts';
import { TranslationProvider } from '../i18n/provider.tsx';
import { focusKeepingError } from './field-status.ts';
import { FormField } from './form-field.tsx';
import { IbanField } from './iban-field.tsx';
import { owned } from './kit-examples.tsx';
import { NumberField } from './number-field.tsx';
import { PasswordField } from './password-field.tsx';

const Owned = owned(FormField);
const OwnedPassword = owned(PasswordField);
const OwnedNumber = owned(NumberField);
const OwnedIban = owned(IbanField);

const isEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

function field(container: HTMLElement) {
  return container.querySelector('.sw-field');
}

describe('FormField: label, hint and ARIA wiring', () => {
  it('labels the input with a visible <label for>', async () => {
    const { container } = await renderWithLanguage(<Owned label="Email" type="email" />, 'en');
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(container.querySelector('label')).toHaveAttribute('for', input.id);
  });

  it('uses the given id for the input', async () => {
    await renderWithLanguage(<Owned label="Email" id="email" />, 'en');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'email');
  });

  it('describes the input by its hint', async () => {
    await renderWithLanguage(<Owned label="Email" hint="We never share it." />, 'en');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('We never share it.');
  });

  it('has no aria-describedby without hint or message', async () => {
    await renderWithLanguage(<Owned label="Email" />, 'en');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('describes an invalid input by its hint and then its message', async () => {
    await renderWithLanguage(<Owned label="Email" hint="Your address." state="error" />, 'en');
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Your address. Email is not valid.');
    const [hintId, messageId] = input.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId!)).toHaveTextContent('Your address.');
    expect(document.getElementById(messageId!)).toHaveTextContent('Email is not valid.');
  });

  it('gives every field its own ids', async () => {
    await renderWithLanguage(
      <>
        <Owned label="First" hint="One" />
        <Owned label="Second" hint="Two" />
      </>,
      'en',
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('One');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('Two');
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Second' }).id,
    );
  });

  it('marks a required field with an asterisk hidden from screen readers and aria-required', async () => {
    const { container } = await renderWithLanguage(<Owned label="Email" required />, 'en');
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    const mark = container.querySelector('.sw-field__required');
    expect(mark).toHaveTextContent('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('title', 'Required field');
  });

  it('titles the required mark in German', async () => {
    const { container } = await renderWithLanguage(<Owned label="E-Mail" required />, 'de-DE');
    expect(container.querySelector('.sw-field__required')).toHaveAttribute('title', 'Pflichtfeld');
  });

  it('has no aria-required when optional, and says optional when asked', async () => {
    await renderWithLanguage(<Owned label="Phone" showOptional />, 'en');
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('forwards its ref to the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await renderWithLanguage(<FormField label="Email" value="" ref={ref} />, 'en');
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});

describe('FormField: states', () => {
  it('starts in the default state without aria-invalid or message', async () => {
    const { container } = await renderWithLanguage(<Owned label="Email" validate={isEmail} />, 'en');
    expect(field(container)).toHaveAttribute('data-state', 'default');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('.sw-field__message')).toBeNull();
  });

  it("says '{field} is not valid.' by default in English", async () => {
    await renderWithLanguage(<FormField label="Email" value="x" state="error" />, 'en');
    expect(screen.getByText('Email is not valid.')).toHaveClass('sw-field__message');
  });

  it('says it in German', async () => {
    await renderWithLanguage(<FormField label="E-Mail" value="x" state="error" />, 'de-DE');
    expect(screen.getByText('E-Mail ist nicht gültig.')).toBeInTheDocument();
  });

  it('shows a controlled error with its message and aria-invalid', async () => {
    const { container } = await renderWithLanguage(
      <FormField label="Email" value="x" state="error" message="Please enter a valid email address" />,
      'en',
    );
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('shows the controlled valid state without a message', async () => {
    const { container } = await renderWithLanguage(
      <FormField label="Email" value="a@b.de" state="valid" message="unused" />,
      'en',
    );
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('.sw-field__message')).toBeNull();
  });

  it('is disabled with a data-disabled marker', async () => {
    const { container } = await renderWithLanguage(<Owned label="Email" disabled />, 'en');
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(field(container)).toHaveAttribute('data-disabled');
  });

  it('keeps a controlled state while focused: the owner decides', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Email" state="error" />, 'en');
    await user.click(screen.getByRole('textbox'));
    expect(field(container)).toHaveAttribute('data-state', 'error');
  });
});

describe('FormField: when it validates', () => {
  it('does not validate while typing', async () => {
    const user = userEvent.setup();
    const validate = vi.fn(isEmail);
    const { container } = await renderWithLanguage(<Owned label="Email" validate={validate} />, 'en');
    await user.type(screen.getByRole('textbox'), 'not-an-email');
    expect(validate).not.toHaveBeenCalled();
    expect(field(container)).toHaveAttribute('data-state', 'default');
  });

  it('validates on blur and shows the default message', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Email" validate={isEmail} />, 'en');
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'nope');
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is not valid.');
  });

  it('shows the message a validator returns', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(
      <Owned label="Email" validate={(value) => isEmail(value) || 'Please enter a valid email address'} />,
      'en',
    );
    await user.type(screen.getByRole('textbox'), 'nope');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the message prop for a validator that returns false', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<Owned label="Email" validate={isEmail} message="Wrong address" />, 'en');
    await user.type(screen.getByRole('textbox'), 'nope');
    await user.tab();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Wrong address');
  });

  it('hides the error on focus and shows it again on blur if still invalid', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Email" validate={isEmail} />, 'en');
    const input = screen.getByRole('textbox');
    await user.type(input, 'nope');
    await user.tab();
    await user.click(input);
    expect(field(container)).toHaveAttribute('data-state', 'default');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Email is not valid.')).toBeNull();
    await user.type(input, 'still-nope');
    expect(field(container)).toHaveAttribute('data-state', 'default');
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'error');
  });

  it('shows valid after blur once fixed', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Email" validate={isEmail} />, 'en');
    const input = screen.getByRole('textbox');
    await user.type(input, 'nope');
    await user.tab();
    await user.clear(input);
    await user.type(input, 'ada@example.com');
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'valid');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows an empty valid field in the default state, not as valid', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Phone" validate={() => true} />, 'en');
    await user.click(screen.getByRole('textbox'));
    await user.tab();
    expect(field(container)).toHaveAttribute('data-state', 'default');
  });

  it('validates on commit (the DOM change event), even while focused', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const { container } = await renderWithLanguage(
      <Owned label="Email" validate={isEmail} onCommit={onCommit} />,
      'en',
    );
    const input = screen.getByRole('textbox');
    await user.type(input, 'nope');
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(input).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(onCommit).toHaveBeenCalledWith('nope');
  });

  it('reports focus, blur and commit to the owner', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const onCommit = vi.fn();
    await renderWithLanguage(
      <Owned label="Name" onFocus={onFocus} onBlur={onBlur} onCommit={onCommit} />,
      'en',
    );
    await user.type(screen.getByRole('textbox'), 'Ada');
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Ada');
  });

  it('keeps the error visible when focus comes from focusKeepingError', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<Owned label="Email" validate={isEmail} />, 'en');
    const input = screen.getByRole<HTMLInputElement>('textbox');
    await user.type(input, 'nope');
    await user.tab();
    act(() => focusKeepingError(input));
    expect(input).toHaveFocus();
    expect(field(container)).toHaveAttribute('data-state', 'error');
    expect(input).toHaveAccessibleDescription('Email is not valid.');
  });
});

describe('The text fields: FormField, NumberField, IbanField', () => {
  it('renders text and email as text inputs of that type', async () => {
    await renderWithLanguage(
      <>
        <Owned label="Name" maxLength={40} />
        <Owned label="Email" type="email" />
      </>,
      'en',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '40');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('renders number as a decimal text input with the number rules', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<OwnedNumber label="Amount" maxLength={4} />, 'en');
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1a,2,345');
    expect(input).toHaveValue('1,23');
  });

  it('renders iban as a grouped text input and hands out the compact value', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    await renderWithLanguage(<IbanField label="IBAN" value="" onValueChange={changes} />, 'en');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'd');
    expect(changes).toHaveBeenLastCalledWith('D');
  });

  it('validates iban and number fields on blur with their values', async () => {
    const user = userEvent.setup();
    const validate = vi.fn(() => true);
    await renderWithLanguage(<OwnedIban label="IBAN" validate={validate} />, 'en');
    await user.type(screen.getByRole('textbox'), 'de893');
    await user.tab();
    expect(validate).toHaveBeenLastCalledWith('DE893');
  });
});

describe('PasswordField', () => {
  it('is a password input with a show toggle named in English', async () => {
    const { container } = await renderWithLanguage(<OwnedPassword label="Password" />, 'en');
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('type', 'button');
  });

  it('names the toggle in German', async () => {
    await renderWithLanguage(<OwnedPassword label="Passwort" />, 'de-DE');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  });

  it('shows and hides the password by click, keeping its name and telling the state by aria-pressed', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<OwnedPassword label="Password" />, 'en');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(container.querySelector('input')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show password');
    await user.click(toggle);
    expect(container.querySelector('input')).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('is reached by Tab after the input and toggled with Space and Enter', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<OwnedPassword label="Password" />, 'en');
    await user.click(container.querySelector('input')!);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables the toggle with the field', async () => {
    await renderWithLanguage(<OwnedPassword label="Password" disabled />, 'en');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('shows the strength while typing and adds it to the description', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(
      <OwnedPassword label="Password" hint="8+ characters" />,
      'en',
    );
    const input = container.querySelector('input')!;
    expect(input).toHaveAccessibleDescription('8+ characters');
    await user.type(input, 'abcdefG1');
    expect(screen.getByText('Password strength: very strong')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAccessibleDescription('8+ characters Password strength: very strong');
  });

  it('leaves out the meter when asked, e.g. for logging in', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(
      <OwnedPassword label="Password" strengthMeter={false} autoComplete="current-password" />,
      'en',
    );
    const input = container.querySelector('input')!;
    await user.type(input, 'abcdefG1');
    expect(container.querySelector('.sw-password-strength')).toBeNull();
    expect(input).toHaveAttribute('autocomplete', 'current-password');
  });
});

describe('FormField inside a shadow root', () => {
  async function renderInShadowRoot(ui: ReactElement) {
    await loadTranslations('en', ['common', 'ui']);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.append(container);
    render(
      <TranslationProvider language="en" namespaces={['common', 'ui']}>
        {ui}
      </TranslationProvider>,
      { container },
    );
    return { host, root, view: within(container) };
  }

  it('wires label and message by ids within the root', async () => {
    const { root, view } = await renderInShadowRoot(<FormField label="Email" value="x" state="error" />);
    const input = view.getByRole('textbox', { name: 'Email' });
    const messageId = input.getAttribute('aria-describedby')!;
    expect(root.getElementById(messageId)).toHaveTextContent('Email is not valid.');
  });

  it('keeps the IBAN caret, where document.activeElement is the host', async () => {
    const user = userEvent.setup();
    const { host, root, view } = await renderInShadowRoot(<OwnedIban label="IBAN" initial="DE123456" />);
    const input = view.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('9');
    expect(document.activeElement).toBe(host);
    expect(root.activeElement).toBe(input);
    expect(input).toHaveValue('DE19 2345 6');
    expect(input.selectionStart).toBe(4);
  });

  it('validates on blur and hides the error on focus', async () => {
    const user = userEvent.setup();
    const { view } = await renderInShadowRoot(<Owned label="Email" validate={isEmail} />);
    const input = view.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'nope');
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.focus(input);
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('what a form with text fields loads', () => {
  /** The modules `entry` imports, directly or not (type-only and dynamic imports included). */
  function reached(entry: string): Set<string> {
    const graph = moduleGraph(process.cwd());
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      (graph.get(file) ?? []).forEach(visit);
    };
    visit(entry);
    return seen;
  }

  it.each(['src/ui/form-field.tsx', 'src/ui/bound-field.tsx', 'widgets/newsletter-signup/signup-form.tsx'])(
    '%s reaches no password, number or IBAN code',
    (entry) => {
      const modules = [...reached(entry)];
      expect(modules).toContain('src/ui/form-field.tsx');
      expect(modules.filter((file) => /password|number|iban/.test(file))).toEqual([]);
    },
  );
});
