import { Formik } from 'formik';
import { useState } from 'react';
import { object, string, boolean } from 'yup';
import { BoundCheckbox, BoundSelect, BoundTextField } from '../../src/ui/bound-field.tsx';
import { KitForm } from '../../src/ui/formik-binding.tsx';
import { IbanField } from '../../src/ui/iban-field.tsx';
import { NumberField } from '../../src/ui/number-field.tsx';
import { PasswordField } from '../../src/ui/password-field.tsx';
import { SALUTATION_OPTIONS } from '../../src/ui/select.examples.tsx';

/*
 * The Formik form of the kit gallery: the fields, the select and the checkbox working together in one form.
 * Each component on its own is drawn from its example set (src/ui/<component>.examples.tsx).
 */

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
          <BoundSelect name="salutation" label="Salutation" options={SALUTATION_OPTIONS} required />
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
