import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormBinding } from './form-binding.ts';

/*
 * The form binding (form-binding.ts) that holds what the visitor does until Formik (formik-binding.tsx) takes over.
 *
 * A form binding for the time before a form's rules have arrived (Formik, Yup and the schema load on the
 * visitor's first sign of intent). The visitor can do everything meanwhile: values are kept as typed, a
 * field left is noted so its message appears as soon as the rules can run, and a submit is held (the
 * button shows it is busy) to be carried out then. Nothing is validated, so no field shows a state yet.
 * Whoever takes over reads `held()` once and carries on from there, and names its own binding with `handOver`:
 * from then on every change, leave and submit that still reaches this binding (a handler of a render that had
 * not yet switched to the rules, such as the visitor's doings handed to a hydrated form) goes to the rules.
 */

/** What the visitor did before the rules arrived. */
export interface HeldForm<Values> {
  values: Values;
  /** Fields the visitor left or committed, in that order: the rules check them on arrival. */
  left: string[];
  /** The visitor submitted: submit on arrival. */
  submit: boolean;
}

export interface HoldingBinding<Values> {
  /** Changes with the held state, like Formik's. */
  binding: FormBinding;
  /** The latest of what the visitor did; read it when the rules take over. Stable. */
  held: () => HeldForm<Values>;
  /** The rules could not be loaded: forget a held submit (the button is usable again). Stable. */
  dropSubmit: () => void;
  /** The rules run the form with `rules` (their latest binding): what still reaches this binding goes there. Stable. */
  handOver: (rules: FormBinding) => void;
}

/**
 * Holds a form's values from `initialValues` on; `onIntent` is called whenever the visitor does something
 * the rules are needed for (leaving a field, submitting).
 */
export function useHoldingBinding<Values extends object>(
  initialValues: Values,
  onIntent: () => void,
): HoldingBinding<Values> {
  const [values, setValues] = useState(initialValues);
  const [submitHeld, setSubmitHeld] = useState(false);
  // Read synchronously by `held()`: a key pressed in the same task as the takeover is not lost.
  const latest = useRef({ values, left: [] as string[], submit: false });
  // The rules' binding once they run the form; read at each call, so a stale handler reaches them too.
  const rules = useRef<FormBinding | undefined>(undefined);

  const binding = useMemo<FormBinding>(
    () => ({
      value: (name) => (Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined),
      error: () => undefined,
      touched: () => false,
      submitCount: 0,
      isSubmitting: submitHeld,
      hasErrors: false,
      setValue: (name, value) => {
        if (rules.current) return rules.current.setValue(name, value);
        const next = { ...latest.current.values, [name]: value };
        latest.current.values = next;
        setValues(next);
      },
      leave: (name) => {
        if (rules.current) return rules.current.leave(name);
        const { left } = latest.current;
        if (!left.includes(name)) left.push(name);
        onIntent();
        return Promise.resolve();
      },
      submit: () => {
        if (rules.current) return rules.current.submit();
        latest.current.submit = true;
        setSubmitHeld(true);
        onIntent();
      },
    }),
    [values, submitHeld, onIntent],
  );

  const held = useCallback(() => ({ ...latest.current, left: [...latest.current.left] }), []);
  const dropSubmit = useCallback(() => {
    latest.current.submit = false;
    setSubmitHeld(false);
  }, []);
  const handOver = useCallback((binding: FormBinding) => {
    rules.current = binding;
  }, []);
  return { binding, held, dropSubmit, handOver };
}
