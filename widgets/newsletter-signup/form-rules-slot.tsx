import { useLayoutEffect, useState } from 'react';
import type { SignupFormRules, SignupFormRulesProps } from './signup-props.ts';

/*
 * Where the sign-up form's rules render once their chunk arrives: the holder the form hands the arrival to
 * (`arrivedFormRules`) and the one component that draws them (`FormRulesSlot`).
 */

/** The form's rules once they have arrived, for the one component that draws them (`FormRulesSlot`). */
export interface ArrivedFormRules {
  get(): SignupFormRules | undefined;
  arrive(formRules: SignupFormRules): void;
  subscribe(listener: () => void): () => void;
}

export function arrivedFormRules(initial: SignupFormRules | undefined): ArrivedFormRules {
  let formRules = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => formRules,
    arrive(next) {
      formRules = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Draws the rules once they arrive. Their arrival re-renders this slot alone: the form renders again only when
 * the rules hand it their binding, not once more before that (a pass over every field, a long task at 4x CPU
 * between the visitor's press and a ready form).
 */
export function FormRulesSlot({
  formRules,
  ...props
}: SignupFormRulesProps & { formRules: ArrivedFormRules }) {
  const [FormRules, setFormRules] = useState(formRules.get);
  // Subscribed before paint; rules that arrived between this slot's render and now are taken at once.
  useLayoutEffect(() => {
    const take = () => setFormRules(() => formRules.get());
    const unsubscribe = formRules.subscribe(take);
    if (formRules.get() !== FormRules) take();
    return unsubscribe;
  }, [formRules, FormRules]);
  return FormRules ? <FormRules {...props} /> : null;
}
