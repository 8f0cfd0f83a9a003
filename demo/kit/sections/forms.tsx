import { Formik } from 'formik';
import { useState, type ComponentType } from 'react';
import { object, string, boolean } from 'yup';
import { Checkbox, type CheckboxProps } from '../../../src/ui/checkbox.tsx';
import { FormField, type TextFieldProps } from '../../../src/ui/form-field.tsx';
import { IbanField } from '../../../src/ui/iban-field.tsx';
import { NumberField } from '../../../src/ui/number-field.tsx';
import { PasswordField } from '../../../src/ui/password-field.tsx';
import { BoundCheckbox, BoundSelect, BoundTextField } from '../../../src/ui/bound-field.tsx';
import { KitForm } from '../../../src/ui/formik-field.tsx';
import { compactIban } from '../../../src/ui/logic/compact-iban.ts';
import { Select, type SelectOption, type SelectProps } from '../../../src/ui/select.tsx';

/*
 * The form part of the kit gallery: every input type and every state (default, valid, error, disabled,
 * with hint) under its own heading, each example live. Gallery texts are plain English; the kit's own
 * texts (default messages, placeholder, password toggle and strength) follow the page language.
 */

/** A kit text field that keeps its own value, so every example can be typed into. */
function owned<P extends TextFieldProps>(Field: ComponentType<P>) {
  return function Owned({
    initial = '',
    ...props
  }: Omit<P, 'value' | 'onValueChange'> & { initial?: string }) {
    const [value, setValue] = useState(initial);
    return <Field {...(props as unknown as P)} value={value} onValueChange={setValue} />;
  };
}

const FieldDemo = owned(FormField);
const PasswordDemo = owned(PasswordField);
const IbanDemo = owned(IbanField);
const NumberDemo = owned(NumberField);

type SelectDemoProps = Omit<SelectProps, 'value' | 'onValueChange'> & { initial?: string };

function SelectDemo({ initial = '', ...props }: SelectDemoProps) {
  const [value, setValue] = useState(initial);
  return <Select {...props} value={value} onValueChange={setValue} />;
}

type CheckboxDemoProps = Omit<CheckboxProps, 'checked' | 'onCheckedChange'> & { initial?: boolean };

function CheckboxDemo({ initial = false, ...props }: CheckboxDemoProps) {
  const [checked, setChecked] = useState(initial);
  return <Checkbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

const isEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
const isGermanIban = (value: string) => /^DE\d{20}$/.test(compactIban(value));

export function FormFieldSection() {
  return (
    <>
      <h2>Form field</h2>
      <div className="kit-stack">
        <h3>Text, default</h3>
        <FieldDemo label="First name" />
        <h3>Text, with hint</h3>
        <FieldDemo label="Last name" hint="As on your loyalty card." maxLength={40} />
        <h3>Text, valid</h3>
        <FieldDemo label="Street" initial="Überseering 18" state="valid" />
        <h3>Text, error</h3>
        <FieldDemo
          label="Town"
          initial="http://spam.example"
          state="error"
          message="This field contains invalid characters"
        />
        <h3>Text, required and optional</h3>
        <FieldDemo label="City" required />
        <FieldDemo label="Company" showOptional />
        <h3>Email, default</h3>
        <FieldDemo label="Email" type="email" autoComplete="email" />
        <h3>Email, valid</h3>
        <FieldDemo label="Email address" type="email" initial="ada@example.com" state="valid" />
        <h3>Email, error with the default message</h3>
        <FieldDemo label="Email" type="email" initial="ada@" state="error" />
        <h3>Email, error with its own message and a hint</h3>
        <FieldDemo
          label="Your email"
          type="email"
          initial="ada"
          hint="We send the voucher there."
          state="error"
          message="Please enter a valid email address"
        />
        <h3>Disabled</h3>
        <FieldDemo label="Customer number" initial="4711" disabled />
        <h3>Validated on blur and change, not while typing</h3>
        <FieldDemo
          label="Contact email"
          type="email"
          required
          hint="Type an address, then leave the field; focus it again to hide the error."
          validate={(value) => isEmail(value) || 'Please enter a valid email address'}
        />
      </div>
    </>
  );
}

export function PasswordSection() {
  return (
    <>
      <h2>Password</h2>
      <div className="kit-stack">
        <h3>Default, with strength meter and show toggle</h3>
        <PasswordDemo label="Password" />
        <h3>With hint</h3>
        <PasswordDemo label="New password" hint="At least 8 characters." />
        <h3>Strength levels: weak, ok, strong, very strong</h3>
        <PasswordDemo label="Weak password" initial="short" />
        <PasswordDemo label="Ok password" initial="abcdefgh" />
        <PasswordDemo label="Strong password" initial="abcdefg1" />
        <PasswordDemo label="Very strong password" initial="abcdefG1" />
        <h3>Valid</h3>
        <PasswordDemo label="Chosen password" initial="Coffee2024" state="valid" />
        <h3>Error</h3>
        <PasswordDemo label="Password again" initial="abc" state="error" />
        <h3>Without meter (log-in)</h3>
        <PasswordDemo label="Log-in password" strengthMeter={false} autoComplete="current-password" />
        <h3>Disabled</h3>
        <PasswordDemo label="Locked password" initial="secret12" disabled />
      </div>
    </>
  );
}

export function IbanSection() {
  return (
    <>
      <h2>IBAN</h2>
      <div className="kit-stack">
        <h3>Default</h3>
        <IbanDemo label="IBAN" />
        <h3>With hint</h3>
        <IbanDemo label="Account IBAN" hint="Two letters, then digits; spaces are added for you." />
        <h3>Prefilled, shown grouped</h3>
        <IbanDemo label="Saved IBAN" initial="DE89370400440532013000" />
        <h3>Valid</h3>
        <IbanDemo label="Checked IBAN" initial="DE89370400440532013000" state="valid" />
        <h3>Error</h3>
        <IbanDemo label="Refund IBAN" initial="DE8937" state="error" />
        <h3>Disabled</h3>
        <IbanDemo label="Stored IBAN" initial="AT611904300234573201" disabled />
        <h3>Validated on blur: a German IBAN has 22 characters</h3>
        <IbanDemo
          label="German IBAN"
          required
          validate={(value) => isGermanIban(value) || 'Please enter a German IBAN (DE and 20 digits)'}
        />
      </div>
    </>
  );
}

export function NumberSection() {
  return (
    <>
      <h2>Number</h2>
      <div className="kit-stack">
        <h3>Default: digits and one decimal part ('.' or ',')</h3>
        <NumberDemo label="Amount" />
        <h3>Whole numbers only, at most 3 digits</h3>
        <NumberDemo label="Quantity" allowDecimal={false} maxLength={3} />
        <h3>With hint and maxLength 7</h3>
        <NumberDemo label="Budget" maxLength={7} hint="Up to 7 characters, e.g. 1234,50." />
        <h3>Valid</h3>
        <NumberDemo label="Donation" initial="25,00" state="valid" />
        <h3>Error</h3>
        <NumberDemo label="Points" initial="0" state="error" message="Enter at least 1 point" />
        <h3>Disabled</h3>
        <NumberDemo label="Balance" initial="42.5" disabled />
      </div>
    </>
  );
}

const SALUTATIONS: SelectOption[] = [
  { value: 'MRS', label: 'Mrs' },
  { value: 'MR', label: 'Mr' },
  { value: 'DIVERS', label: 'Diverse' },
  { value: 'COMPANY', label: 'Company' },
];

const SIZES: SelectOption[] = [
  { value: 'S', label: 'S' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L', disabled: true },
];

export function SelectSection() {
  return (
    <>
      <h2>Select</h2>
      <div className="kit-stack">
        <h3>Default, with the placeholder option</h3>
        <SelectDemo label="Salutation" options={SALUTATIONS} />
        <h3>With hint and a disabled option</h3>
        <SelectDemo label="Size" options={SIZES} hint="L is sold out." />
        <h3>Without placeholder</h3>
        <SelectDemo
          label="Salutation, no placeholder"
          options={SALUTATIONS}
          placeholder={null}
          initial="MR"
        />
        <h3>Valid</h3>
        <SelectDemo label="Chosen salutation" options={SALUTATIONS} initial="MRS" state="valid" />
        <h3>Error</h3>
        <SelectDemo
          label="Your salutation"
          options={SALUTATIONS}
          state="error"
          message="the salutation is a required field"
        />
        <h3>Disabled</h3>
        <SelectDemo label="Fixed salutation" options={SALUTATIONS} initial="MR" disabled />
        <h3>Required, validated on change and blur</h3>
        <SelectDemo
          label="Salutation (required)"
          options={SALUTATIONS}
          required
          validate={(value) => value !== '' || 'the salutation is a required field'}
        />
      </div>
    </>
  );
}

export function CheckboxSection() {
  return (
    <>
      <h2>Checkbox</h2>
      <div className="kit-stack">
        <h3>Default, with a link in the label</h3>
        <CheckboxDemo>
          I have read the <a href="#checkbox">privacy notice</a>.
        </CheckboxDemo>
        <h3>Checked</h3>
        <CheckboxDemo initial>Send me personalised offers</CheckboxDemo>
        <h3>With hint</h3>
        <CheckboxDemo hint="You can withdraw your consent at any time.">Newsletter by email</CheckboxDemo>
        <h3>Valid</h3>
        <CheckboxDemo initial state="valid">
          I accept the terms
        </CheckboxDemo>
        <h3>Error</h3>
        <CheckboxDemo state="error" message="please give your commercial electronic message consent">
          I agree to receive commercial electronic messages
        </CheckboxDemo>
        <h3>Disabled, unchecked and checked</h3>
        <CheckboxDemo disabled>Not available</CheckboxDemo>
        <CheckboxDemo disabled initial>
          Already given
        </CheckboxDemo>
        <h3>Required, validated on change and blur</h3>
        <CheckboxDemo required validate={(checked) => checked || 'Please accept the terms'} fieldName="Terms">
          I accept the <a href="#checkbox">terms and conditions</a>
        </CheckboxDemo>
      </div>
    </>
  );
}

const schema = object({
  email: string()
    .required('The email address is a required field')
    .max(256, 'At most 256 characters')
    .email('Please enter a valid email address'),
  password: string().required('Please choose a password').min(8, 'At least 8 characters'),
  iban: string()
    .required('Please enter your IBAN')
    .matches(/^DE\d{20}$/, 'Please enter a German IBAN (DE and 20 digits)'),
  amount: string()
    .required('Please enter an amount')
    .matches(/^\d+(?:[.,]\d{1,2})?$/, 'Up to two decimal places'),
  salutation: string().required('the salutation is a required field'),
  terms: boolean().oneOf([true], 'Please accept the terms'),
});

const INITIAL = { email: '', password: '', iban: '', amount: '', salutation: '', terms: false };

export function FormikExampleSection() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <>
      <h2>Formik form</h2>
      <p>
        A real Formik form with a Yup schema and no glue: fields validate on blur and change, errors clear on
        focus, and a failed submit focuses the first invalid field.
      </p>
      <h3>Sign-up example</h3>
      <Formik
        initialValues={INITIAL}
        validationSchema={schema}
        validateOnChange={false}
        onSubmit={(values, { resetForm }) => {
          setSent(values.email);
          resetForm();
        }}
      >
        <KitForm className="kit-stack" aria-label="Formik example">
          <BoundTextField name="email" type="email" label="Email" required autoComplete="email" />
          <BoundTextField field={PasswordField} name="password" label="Password" required />
          <BoundTextField field={IbanField} name="iban" label="IBAN" required hint="A German IBAN." />
          <BoundTextField field={NumberField} name="amount" label="Amount" required maxLength={8} />
          <BoundSelect name="salutation" label="Salutation" options={SALUTATIONS} required />
          <BoundCheckbox name="terms" required fieldName="Terms">
            I accept the <a href="#formik">terms and conditions</a>
          </BoundCheckbox>
          <div>
            <button type="submit">Sign up</button>
          </div>
        </KitForm>
      </Formik>
      <p role="status">{sent ? `Signed up: ${sent}` : ''}</p>
    </>
  );
}
