import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormBinding } from './form-binding.ts';

/*
 * The form binding (form-binding.ts) that holds what the visitor does until Formik (formik-binding.tsx) takes over.
 *
 * A form binding for the time before a form's rules have arrived (Formik, Yup and the schema load on the
 * visitor's first sign of intent). The visitor can do everything meanwhile: values are kept as typed, a
 * field left is noted so its message appears as soon as the rules can run, and a submit is held (the
 * button shows it is busy) to be carried out then. Only a field with a check of its own (`HoldingChecks`: the
 * sign-up form's email field) is validated meanwhile, when it is left; no other field shows a state yet.
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
  /** The fields checked meanwhile (`HoldingChecks`), by name: their message now, or undefined for none. */
  checked: Record<string, string | undefined>;
}

/** The fields a form checks before its rules arrive, and what they showed when it started. */
export interface HoldingChecks {
  /** By field name: the problem its value has (a key of `message`), or undefined for none. Must never throw. */
  rules: Readonly<Record<string, (value: unknown) => string | undefined>>;
  /** A field's problem as its message, in the form's language now (a problem kept follows a change of it). */
  message: (name: string, problem: string) => string | undefined;
  /** What such fields showed when the form started (a server render the loader checked): problem, or null. */
  initial?: Readonly<Record<string, string | null>>;
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

const NO_CHECKS: HoldingChecks = { rules: {}, message: () => undefined };

/** What the checked fields show, by name: a problem, or null for none. */
type Checked = Record<string, string | null>;

/**
 * Holds a form's values from `initialValues` on; `onIntent` is called whenever the visitor does something
 * the rules are needed for (leaving a field, submitting). The fields of `checks` are checked when left.
 */
export function useHoldingBinding<Values extends object>(
  initialValues: Values,
  onIntent: () => void,
  checks: HoldingChecks = NO_CHECKS,
): HoldingBinding<Values> {
  const [values, setValues] = useState(initialValues);
  const [submitHeld, setSubmitHeld] = useState(false);
  const [checked, setChecked] = useState<Checked>(() => ({ ...checks.initial }));
  // Read synchronously by `held()`: a key pressed in the same task as the takeover is not lost.
  const latest = useRef({ values, left: [] as string[], submit: false, checked });
  // The rules' binding once they run the form; read at each call, so a stale handler reaches them too.
  const rules = useRef<FormBinding | undefined>(undefined);

  const binding = useMemo<FormBinding>(
    () => ({
      value: (name) => (Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined),
      error: (name) => messageOf(checks, name, checked),
      touched: (name) => Object.hasOwn(checked, name),
      submitCount: 0,
      isSubmitting: submitHeld,
      hasErrors: Object.values(checked).some((problem) => problem !== null),
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
        if (Object.hasOwn(checks.rules, name)) {
          const value = (latest.current.values as Record<string, unknown>)[name];
          const next = { ...latest.current.checked, [name]: checks.rules[name]!(value) ?? null };
          latest.current.checked = next;
          setChecked(next);
        }
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
    [values, submitHeld, checked, checks, onIntent],
  );

  // The checks change with the form's language: `held` reads the ones current when it is called.
  const currentChecks = useRef(checks);
  useEffect(() => {
    currentChecks.current = checks;
  });
  const held = useCallback(() => {
    const checked = latest.current.checked;
    return {
      ...latest.current,
      left: [...latest.current.left],
      checked: Object.fromEntries(
        Object.keys(checked).map((name) => [name, messageOf(currentChecks.current, name, checked)]),
      ),
    };
  }, []);
  const dropSubmit = useCallback(() => {
    latest.current.submit = false;
    setSubmitHeld(false);
  }, []);
  const handOver = useCallback((binding: FormBinding) => {
    rules.current = binding;
  }, []);
  return { binding, held, dropSubmit, handOver };
}

/** The message a checked field shows: its problem's, or undefined for none (or a field not checked). */
function messageOf(checks: HoldingChecks, name: string, checked: Checked): string | undefined {
  const problem = Object.hasOwn(checked, name) ? (checked[name] ?? null) : null;
  return problem === null ? undefined : checks.message(name, problem);
}
