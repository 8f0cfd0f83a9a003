import { getIn, useFormikContext, type FormikContextType, type FormikTouched } from 'formik';
import { useMemo, useState } from 'react';
import { BoundForm, type BoundFormProps } from './bound-field.tsx';
import { FormBindingContext, type FormBinding } from './form-binding.ts';

/*
 * Formik as the form binding (form-binding.ts): `useFormikBinding`, and `KitForm`, the bound form run by Formik.
 *
 * Formik behind the kit's bound fields (bound-field.tsx):
 *
 *   <Formik initialValues={…} validationSchema={schema} onSubmit={…}>
 *     <KitForm>
 *       <BoundTextField name="email" type="email" label="Email" required />
 *       …
 *     </KitForm>
 *   </Formik>
 *
 * The fields apply the validation timing (on blur and commit, never per keystroke) themselves, whatever
 * `validateOnChange` and `validateOnBlur` say; Formik's own per-keystroke validation (`validateOnChange`, on by
 * default) does no harm but is wasted work: forms may set `validateOnChange={false}`.
 */

/** Formik's state and helpers as the binding the kit's fields read. */
export function useFormikBinding<Values>(formik: FormikContextType<Values>): FormBinding {
  const { errors, submitCount, isSubmitting } = formik;
  const { getFieldMeta, setFieldValue, setFieldTouched, validateForm, submitForm } = formik;
  const checked = useCheckedFields(formik);
  // Formik's helpers are stable and act on its latest state when called; the binding changes with the state.
  return useMemo(
    () => ({
      value: (name) => getFieldMeta(name).value,
      error: (name) => {
        const { error } = getFieldMeta(name);
        return typeof error === 'string' ? error : undefined;
      },
      touched: (name) => Boolean(getIn(checked, name)),
      submitCount,
      isSubmitting,
      hasErrors: Object.keys(errors).length > 0,
      setValue: (name, value) => void setFieldValue(name, value, false),
      leave: async (name) => {
        await setFieldTouched(name, true, false);
        await validateForm();
      },
      submit: () => void submitForm(),
    }),
    // getFieldMeta is renewed with Formik's values, errors and touched; the other helpers are stable.
    [
      errors,
      checked,
      submitCount,
      isSubmitting,
      getFieldMeta,
      setFieldValue,
      setFieldTouched,
      validateForm,
      submitForm,
    ],
  );
}

/**
 * The fields the rules have checked since they were left: Formik's `touched` as of its last finished validation.
 * Formik marks fields touched before it validates them (a submit marks them all, then validates), and a field
 * touched without an error yet would show as valid for a frame before its error: an invalid address flashing
 * green. While a validation runs, what the rules last said stays shown; a field touched meanwhile shows its
 * state once they have checked it.
 */
function useCheckedFields<Values>({
  touched,
  isValidating,
}: FormikContextType<Values>): FormikTouched<Values> {
  const [checked, setChecked] = useState(touched);
  // Derived from the previous render's state, React's way: set during render, no effect and no extra frame.
  if (!isValidating && checked !== touched) setChecked(touched);
  return isValidating ? checked : touched;
}

/** Props of `KitForm`: a `<form>`'s (see `BoundForm`). */
export type KitFormProps = BoundFormProps;

/** The `<form>` of a Formik form whose fields are the kit's bound fields. Use it inside `<Formik>`. */
export function KitForm(props: KitFormProps) {
  const binding = useFormikBinding(useFormikContext());
  return (
    <FormBindingContext value={binding}>
      <BoundForm {...props} />
    </FormBindingContext>
  );
}
