import { createContext, useContext } from 'react';

/*
 * The interface between the bound fields (bound-field.tsx) and whatever holds the form's values: Formik
 * (formik-binding.tsx) or, until it arrives, the holding binding (holding-binding.ts).
 *
 * What a kit field bound by `name` needs from the form that holds its value. Formik provides it once its
 * code is loaded (`KitForm`, `useFormikBinding` in formik-binding.tsx); before that, a form can hold what the
 * visitor does in a binding of its own (`useHoldingBinding`) and hand it to Formik when it arrives. The
 * fields and the form element stay the same nodes whichever binding is behind them.
 */

export interface FormBinding {
  /** The field's value (`undefined` for none). */
  value(name: string): unknown;
  /** The field's current error message, if the form's rules found one. */
  error(name: string): string | undefined;
  /** The field has been checked by the form's rules since it was left (Formik's "touched"). */
  touched(name: string): boolean;
  /** The number of submits so far; a submit shows every error again. */
  submitCount: number;
  isSubmitting: boolean;
  /** Some field has an error. */
  hasErrors: boolean;
  /** Sets a value without checking it (typing never validates). */
  setValue(name: string, value: unknown): void;
  /** The visitor left the field, or committed a value: mark it and check the form. */
  leave(name: string): Promise<void>;
  /** The form's submit: checks every field, and submits when they pass. */
  submit(): void;
}

export const FormBindingContext = createContext<FormBinding | null>(null);

/** The binding of the form around the calling field; a bound field outside such a form is a bug. */
export function useFormBinding(): FormBinding {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error('A bound kit field must be inside a KitForm or a FormBindingContext.');
  return binding;
}
