import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext, type FormikConfig } from 'formik';
import { useRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { boolean, object, string } from 'yup';
import { renderWithLanguage } from '../../test/render.tsx';
import { loadTranslations } from '../i18n/i18n.ts';
import { TranslationProvider } from '../i18n/provider.tsx';
import { BoundCheckbox, BoundSelect, BoundTextField, useFocusFirstError } from './bound-field.tsx';
import { FormBindingContext } from './form-binding.ts';
import { IbanField } from './iban-field.tsx';
import { KitForm, useFormikBinding } from './formik-binding.tsx';

const schema = object({
  email: string()
    .required('The email address is a required field')
    .email('Please enter a valid email address'),
  salutation: string().required('the salutation is a required field'),
  terms: boolean().oneOf([true], 'please give your commercial electronic message consent'),
});

type Values = { email: string; salutation: string; terms: boolean };
const EMPTY: Values = { email: '', salutation: '', terms: false };

function SignUp(props: Partial<FormikConfig<Values>>) {
  return (
    <Formik<Values> initialValues={EMPTY} validationSchema={schema} onSubmit={() => {}} {...props}>
      <KitForm aria-label="Sign-up">
        <BoundTextField name="email" type="email" label="Email" required />
        <BoundSelect
          name="salutation"
          label="Salutation"
          options={[
            { value: 'MRS', label: 'Mrs' },
            { value: 'MR', label: 'Mr' },
          ]}
          required
        />
        <BoundCheckbox name="terms" required>
          I agree to the <a href="#terms">terms</a>
        </BoundCheckbox>
        <button type="submit">Sign up</button>
      </KitForm>
    </Formik>
  );
}

function parts() {
  return {
    email: screen.getByRole('textbox', { name: 'Email' }),
    salutation: screen.getByRole('combobox', { name: 'Salutation' }),
    terms: screen.getByRole('checkbox', { name: 'I agree to the terms' }),
    submit: screen.getByRole('button', { name: 'Sign up' }),
  };
}

/** One email field in a Formik form validated by `validate`, with Formik's defaults (validateOnChange on) on
 * purpose: the field does not depend on them. Returns the input. */
async function renderEmailField(validate: () => object): Promise<HTMLElement> {
  await renderWithLanguage(
    <Formik initialValues={{ email: 'ada' }} validate={validate} onSubmit={() => {}}>
      <KitForm>
        <BoundTextField name="email" label="Email" />
      </KitForm>
    </Formik>,
    'en',
  );
  return screen.getByRole('textbox', { name: 'Email' });
}

/** Resolves once the browser has painted the next frame and `extraMs` more have passed. */
const afterNextPaint = (extraMs = 0) =>
  act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, extraMs))));

describe('BoundTextField', () => {
  it('shows the value from Formik and sets it while typing, without validating per keystroke', async () => {
    const user = userEvent.setup();
    const validate = vi.fn(() => ({}));
    const email = await renderEmailField(validate);
    expect(email).toHaveValue('ada');
    await user.type(email, '.example');
    expect(email).toHaveValue('ada.example');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(validate).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(validate).toHaveBeenCalled());
    expect(validate).toHaveBeenLastCalledWith({ email: 'ada.example' }, undefined);
  });

  it('validates once for the change and the blur of leaving a field, after the next paint', async () => {
    const validate = vi.fn(() => ({}));
    const email = await renderEmailField(validate);
    act(() => email.focus());
    fireEvent.input(email, { target: { value: 'ada.example' } });
    // Leaving an edited field fires the DOM change event, then blur.
    fireEvent.change(email);
    act(() => email.blur());
    expect(validate).not.toHaveBeenCalled();
    await afterNextPaint();
    await waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
    expect(validate).toHaveBeenCalledWith({ email: 'ada.example' }, undefined);
    expect(email.closest('.sw-field')).toHaveAttribute('data-state', 'valid');
  });

  it('drops a pending check when the field gets focus again before it ran', async () => {
    const validate = vi.fn(() => ({}));
    const email = await renderEmailField(validate);
    act(() => email.focus());
    act(() => email.blur());
    act(() => email.focus());
    await afterNextPaint(20);
    expect(validate).not.toHaveBeenCalled();
  });

  it("shows the schema's message after blur", async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    const { email } = parts();
    await user.type(email, 'ada.example');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('validates an untouched field on blur without typing', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    await user.click(parts().email);
    await user.tab();
    expect(await screen.findByText('The email address is a required field')).toBeInTheDocument();
  });

  it('hides the error on focus, keeps it hidden while typing and brings it back on blur', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp validateOnChange />, 'en');
    const { email } = parts();
    await user.type(email, 'ada.example');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await user.click(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.type(email, 'y');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows valid after blur once the value is fixed', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<SignUp />, 'en');
    const { email } = parts();
    await user.type(email, 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(container.querySelector('.sw-field')).toHaveAttribute('data-state', 'valid'));
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the default message '{field} is not valid.' for an error without text", async () => {
    const user = userEvent.setup();
    await renderWithLanguage(
      <Formik
        initialValues={{ code: '' }}
        validate={(values) => (values.code ? {} : { code: '' })}
        onSubmit={() => {}}
      >
        <KitForm>
          <BoundTextField name="code" label="Code" />
        </KitForm>
      </Formik>,
      'en',
    );
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.tab();
    expect(await screen.findByText('Code is not valid.')).toBeInTheDocument();
  });
  it("keeps an error set from a submit's answer: the submit drops the check of the blur before it", async () => {
    const user = userEvent.setup();
    await renderWithLanguage(
      <SignUp onSubmit={(_values, helpers) => helpers.setFieldError('email', 'This address is blocked')} />,
      'en',
    );
    const { email, salutation, terms, submit } = parts();
    await user.selectOptions(salutation, 'MR');
    await user.click(terms);
    await user.type(email, 'ada@example.com');
    // The pointerdown on the button blurs the email field: its check is pending when the submit runs.
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address is blocked'));
    await afterNextPaint(20);
    expect(email).toHaveAccessibleDescription('This address is blocked');
  });
});

describe('BoundSelect', () => {
  it('validates as soon as an option is chosen, with the chosen value', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    const { salutation } = parts();
    await user.selectOptions(salutation, 'MR');
    await waitFor(() => expect(salutation.closest('.sw-field')).toHaveAttribute('data-state', 'valid'));
    await user.selectOptions(salutation, '');
    await waitFor(() => expect(salutation).toHaveAttribute('aria-invalid', 'true'));
    expect(salutation).toHaveFocus();
    expect(salutation).toHaveAccessibleDescription('the salutation is a required field');
  });
});

describe('BoundCheckbox', () => {
  it('validates as soon as it is ticked or unticked', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    const { terms } = parts();
    await user.click(terms);
    await waitFor(() => expect(terms.closest('.sw-field')).toHaveAttribute('data-state', 'valid'));
    await user.click(terms);
    await waitFor(() => expect(terms).toHaveAttribute('aria-invalid', 'true'));
    expect(terms).toHaveAccessibleDescription('please give your commercial electronic message consent');
  });

  it('adds its value to a list value and removes it again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithLanguage(
      <Formik initialValues={{ consents: ['OTHER'] }} onSubmit={onSubmit}>
        <KitForm>
          <BoundCheckbox name="consents" value="DNE">
            Personal offers
          </BoundCheckbox>
          <button type="submit">Send</button>
        </KitForm>
      </Formik>,
      'en',
    );
    const box = screen.getByRole('checkbox', { name: 'Personal offers' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ consents: ['OTHER', 'DNE'] });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toEqual({ consents: ['OTHER'] });
  });
});

describe('KitForm', () => {
  it('turns off browser validation', async () => {
    await renderWithLanguage(<SignUp />, 'en');
    expect(screen.getByRole('form', { name: 'Sign-up' })).toHaveAttribute('novalidate');
  });

  it('sends nothing on a native submit (before any script, or with JavaScript off): no address in a URL', async () => {
    await renderWithLanguage(<SignUp />, 'en');
    const form = screen.getByRole('form', { name: 'Sign-up' });
    // Outside a <dialog>, a dialog form's submission goes nowhere; a GET would put the fields into the URL.
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).not.toHaveAttribute('action');
  });

  it('shows every error after a failed submit and focuses the first invalid field, keeping its error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithLanguage(<SignUp onSubmit={onSubmit} />, 'en');
    const { email, salutation, terms, submit } = parts();
    await user.click(submit);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email address is a required field');
    expect(salutation).toHaveAccessibleDescription('the salutation is a required field');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('never shows an invalid field as valid while the rules check it: a submit goes from the default state to the error', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithLanguage(<SignUp />, 'en');
    const { email, submit } = parts();
    await user.type(email, 'not-an-email');
    const field = container.querySelector('.sw-field')!;
    const shown: (string | null)[] = [];
    const observer = new MutationObserver(() => shown.push(field.getAttribute('data-state')));
    observer.observe(field, { attributes: true, attributeFilter: ['data-state'] });
    await user.click(submit);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    observer.disconnect();
    // Formik marks every field touched before it validates: drawn from that, the field was valid for a frame.
    expect(shown).toEqual(['error']);
  });

  it('focuses the first invalid field in document order, not the first field', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp initialValues={{ ...EMPTY, email: 'ada@example.com' }} />, 'en');
    const { salutation, submit } = parts();
    await user.click(submit);
    await waitFor(() => expect(salutation).toHaveFocus());
    expect(salutation).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the error of the field that had focus when Enter submitted the form', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    const { email } = parts();
    await user.type(email, 'ada.example{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('submits valid values and moves no focus', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderWithLanguage(<SignUp onSubmit={onSubmit} />, 'en');
    const { email, salutation, terms, submit } = parts();
    await user.type(email, 'ada@example.com');
    await user.selectOptions(salutation, 'MRS');
    await user.click(terms);
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'ada@example.com', salutation: 'MRS', terms: true });
    expect(submit).toHaveFocus();
  });

  it('focuses the first invalid field again on the next failed submit', async () => {
    const user = userEvent.setup();
    await renderWithLanguage(<SignUp />, 'en');
    const { email, submit } = parts();
    await user.click(submit);
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(submit);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('works inside a shadow root, where document.activeElement is the host', async () => {
    await loadTranslations('en', ['common', 'ui']);
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    root.append(container);
    render(
      <TranslationProvider language="en" namespaces={['common', 'ui']}>
        <SignUp initialValues={{ ...EMPTY, email: 'ada@example.com' }} />
      </TranslationProvider>,
      { container },
    );
    const view = within(container);
    await user.click(view.getByRole('button', { name: 'Sign up' }));
    const salutation = view.getByRole('combobox', { name: 'Salutation' });
    await waitFor(() => expect(root.activeElement).toBe(salutation));
    expect(document.activeElement).toBe(host);
    expect(salutation).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('useFocusFirstError', () => {
  function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
    useFocusFirstError(formRef);
    return null;
  }

  function Plain({ children }: { children: ReactElement }) {
    const ref = useRef<HTMLFormElement>(null);
    return (
      <FormBindingContext value={useFormikBinding(useFormikContext())}>
        <FocusFirstError formRef={ref} />
        <Form ref={ref} noValidate>
          {children}
        </Form>
      </FormBindingContext>
    );
  }

  it("focuses the first invalid field of a plain Formik form with the kit's binding, given the form's ref", async () => {
    const user = userEvent.setup();
    await renderWithLanguage(
      <Formik
        initialValues={{ city: '' }}
        validationSchema={object({ city: string().required('City?') })}
        onSubmit={() => {}}
      >
        <Plain>
          <>
            <BoundTextField name="city" label="City" />
            <button type="submit">Go</button>
          </>
        </Plain>
      </Formik>,
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const city = screen.getByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('City?');
  });
});

describe('BoundTextField with another kit text field', () => {
  it('binds the field it is given: an IbanField hands the form the compact IBAN and shows its rule', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    const rules = object({ iban: string().matches(/^DE\d{20}$/, 'Please enter a German IBAN') });
    await renderWithLanguage(
      <Formik initialValues={{ iban: '' }} validationSchema={rules} onSubmit={submitted}>
        <KitForm aria-label="Refund">
          <BoundTextField field={IbanField} name="iban" label="IBAN" />
          <button type="submit">Send</button>
        </KitForm>
      </Formik>,
      'en',
    );
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'de89 3704');
    expect(input).toHaveValue('DE89 3704');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a German IBAN'));
    await user.type(input, '0044053201300{Tab}');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 0');
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toEqual({ iban: 'DE89370400440532013000' });
  });
});
