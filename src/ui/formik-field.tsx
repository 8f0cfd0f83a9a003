import { Form, useField, useFormikContext, type FieldMetaProps, type FormikFormProps } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from './after-paint.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import { FormField, focusKeepingError, keepsErrorOnFocus, type FormFieldProps } from './form-field.tsx';
import { deriveFieldState, type FieldState } from './logic/derive-field-state.ts';
import { Select, type SelectProps } from './select.tsx';

/*
 * The kit's fields bound to Formik by `name`, so a form only declares its fields and a Yup schema:
 *
 *   <Formik initialValues={…} validationSchema={schema} onSubmit={…}>
 *     <KitForm>
 *       <FormikTextField name="email" type="email" label="Email" required />
 *       <FormikCheckbox name="terms">I accept the <a href="/agb">terms</a></FormikCheckbox>
 *       <button type="submit">Send</button>
 *     </KitForm>
 *   </Formik>
 *
 * The fields apply SPEC §5 themselves, whatever `validateOnChange` and `validateOnBlur` say: typing sets the
 * value without validating; blur and commit (the DOM `change` event) mark the field touched and validate
 * the form, once the frame that answers them is painted; an error shows once the field is touched and is
 * hidden while the field has focus (until blur, commit or a submit). Formik's own per-keystroke validation
 * (`validateOnChange`, on by default) does no harm but is wasted work: forms may set
 * `validateOnChange={false}`. Messages are the schema's: give every Yup rule its translated message; a rule
 * without one shows Yup's English default.
 */

/** Props of `FormikTextField`: those of `FormField`, bound to the Formik value `name` (a string). */
export interface FormikTextFieldProps extends Omit<
  FormFieldProps,
  'value' | 'onValueChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name'
> {
  name: string;
}

/** A `FormField` bound to a Formik string value; shows the schema's error message. */
export function FormikTextField({ name, onFocus, onBlur, ...props }: FormikTextFieldProps) {
  const [field, meta, helpers] = useField<string | undefined | null>(name);
  const value = field.value ?? '';
  const shown = useFormikStatus(name, meta, value !== '');
  return (
    <FormField
      {...props}
      name={name}
      value={value}
      onValueChange={(next) => void helpers.setValue(next, false)}
      state={shown.state}
      message={shown.message}
      onFocus={(event) => {
        shown.focus(event.currentTarget);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        shown.check();
        onBlur?.(event);
      }}
      onCommit={() => shown.check()}
    />
  );
}

/** Props of `FormikSelect`: those of `Select`, bound to the Formik value `name` (a string). */
export interface FormikSelectProps extends Omit<
  SelectProps,
  'value' | 'onValueChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name'
> {
  name: string;
}

/** A `Select` bound to a Formik string value; choosing an option validates (after the next paint). */
export function FormikSelect({ name, onFocus, onBlur, ...props }: FormikSelectProps) {
  const [field, meta, helpers] = useField<string | undefined | null>(name);
  const value = field.value ?? '';
  const shown = useFormikStatus(name, meta, value !== '');
  return (
    <Select
      {...props}
      name={name}
      value={value}
      onValueChange={(next) => void helpers.setValue(next, false)}
      state={shown.state}
      message={shown.message}
      onFocus={(event) => {
        shown.focus(event.currentTarget);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        shown.check();
        onBlur?.(event);
      }}
      onCommit={() => shown.check()}
    />
  );
}

/** Props of `FormikCheckbox`: those of `Checkbox`, bound to the Formik value `name`. */
export interface FormikCheckboxProps extends Omit<
  CheckboxProps,
  'checked' | 'onCheckedChange' | 'state' | 'message' | 'validate' | 'onCommit' | 'name'
> {
  name: string;
}

/**
 * A `Checkbox` bound to Formik. Without `value` the Formik value is a boolean; with `value` it is a list
 * the box adds `value` to or removes it from (`consents: ['DNE']`, SPEC §3). Ticking validates (after the
 * next paint).
 */
export function FormikCheckbox({ name, value, onFocus, onBlur, ...props }: FormikCheckboxProps) {
  const [field, meta, helpers] = useField<unknown>({ name, type: 'checkbox', value });
  const checked = Boolean(field.checked);
  const shown = useFormikStatus(name, meta, checked);
  const valueFor = (next: boolean): unknown => {
    if (value === undefined) return next;
    const list = Array.isArray(meta.value) ? (meta.value as unknown[]) : [];
    const without = list.filter((item) => item !== value);
    return next ? [...without, value] : without;
  };
  return (
    <Checkbox
      {...props}
      name={name}
      value={value}
      checked={checked}
      onCheckedChange={(next) => void helpers.setValue(valueFor(next), false)}
      state={shown.state}
      message={shown.message}
      onFocus={(event) => {
        shown.focus(event.currentTarget);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        shown.check();
        onBlur?.(event);
      }}
      onCommit={() => shown.check()}
    />
  );
}

/** Props of `KitForm`: those of Formik's `Form`. */
export type KitFormProps = FormikFormProps & { ref?: RefObject<HTMLFormElement | null> };

/**
 * Formik's `<Form>` with `noValidate` (the kit's messages replace the browser's) and, after a failed
 * submit, focus on the first invalid field (`useFocusFirstError`).
 */
export function KitForm({ ref, ...props }: KitFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = ref ?? ownRef;
  useFocusFirstError(formRef);
  return <Form noValidate {...props} ref={formRef} />;
}

/**
 * After a submit that Formik refused for validation errors, moves focus to the first field in the form
 * that shows an error (`aria-invalid="true"`, in document order), keeping its error visible (GOV.UK). It
 * searches the form element, never `document`, so it works inside a shadow root. Call it in a component
 * inside `<Formik>`, with a ref to the `<form>`.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  const failed = !isSubmitting && Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!failed) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) focusKeepingError(first);
  }, [submitCount, isSubmitting, failed, formRef]);
}

/** What a Formik-bound field shows, and its focus, blur and commit handling. */
interface FormikStatus {
  state: FieldState;
  message: string | undefined;
  focus(element: HTMLElement): void;
  /** On blur and on commit: marks the field touched and validates the form, once the frame that answers
   * the event has been painted (see `useFormikStatus`). */
  check(): void;
}

/**
 * SPEC §5 timing for a Formik field: see the comment at the top of this file.
 *
 * The check of a blur or a commit waits for the next paint (`afterNextPaint`): the validation and the
 * render of the whole form it causes are work the visitor need not see in the frame that answers the key
 * or the click. A Tab out of the email field used to validate and render the form twice (the DOM `change`
 * and the `blur`) before the focus ring moved; a click on the submit button waited for that work between
 * its pointerdown (which blurs the field) and its pointerup. A newer check replaces a pending one (so the
 * change-and-blur pair validates once), a focus cancels it (the field is being edited again), and by the
 * time it runs, a value chosen in the event is in Formik's state. A submit cancels it.
 */
function useFormikStatus(name: string, meta: FieldMetaProps<unknown>, filled: boolean): FormikStatus {
  const { submitCount, setFieldTouched, validateForm } = useFormikContext();
  // The submit count at the moment the error was hidden by focus: a submit shows errors again.
  const [maskedAt, setMaskedAt] = useState<number | null>(null);
  // Each focus and check bumps it, so a check that ends after a newer focus does not unmask.
  const turn = useRef(0);
  const cancelCheck = useRef<(() => void) | undefined>(undefined);
  // A submit validates every field itself; a check left from before it (the pointerdown on the submit
  // button blurs the field) would only repeat that, and would undo an error set from the server's answer.
  // The cleanup runs when the submit count changes, and on unmount.
  useEffect(
    () => () => {
      cancelCheck.current?.();
      cancelCheck.current = undefined;
    },
    [submitCount],
  );
  const error = typeof meta.error === 'string' ? meta.error : undefined;

  const supersede = () => {
    cancelCheck.current?.();
    cancelCheck.current = undefined;
    return ++turn.current;
  };

  return {
    state: deriveFieldState({
      checked: meta.touched,
      invalid: meta.error !== undefined,
      masked: maskedAt === submitCount,
      filled,
    }),
    message: error,
    focus: (element) => {
      supersede();
      setMaskedAt(keepsErrorOnFocus(element) ? null : submitCount);
    },
    check: () => {
      const mine = supersede();
      // Formik's helpers are stable and act on its latest state when called.
      cancelCheck.current = afterNextPaint(() => {
        cancelCheck.current = undefined;
        void setFieldTouched(name, true, false);
        void validateForm().then(() => {
          if (turn.current === mine) setMaskedAt(null);
        });
      });
    },
  };
}
