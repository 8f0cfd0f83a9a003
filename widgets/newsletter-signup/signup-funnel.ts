import type { FormStep } from '../../src/platform/tracking.ts';

/*
 * The sign-up form's funnel (`form_start`, `form_submit`) is taken in the form, which arrives before the tracking
 * code; the form's rules bring that code (their chunk imports it anyway), so the form keeps the steps taken until
 * they arrive and the rules push them then, in the visitor's order, before the submit they hold is carried out.
 * A page view without input pays nothing for tracking.
 */

/** Where the form puts the funnel's steps, and where the rules take them from. */
export interface SignupFunnel {
  /** The visitor took `step`: pushed at once when the rules are here, else when they arrive. */
  take(step: FormStep): void;
  /** The rules arrived: `push` gets every step taken so far, in order, and every later one as it is taken. */
  drain(push: (step: FormStep) => void): void;
}

export function signupFunnel(): SignupFunnel {
  const taken: FormStep[] = [];
  let push: ((step: FormStep) => void) | undefined;
  return {
    take(step) {
      if (push) push(step);
      else taken.push(step);
    },
    drain(next) {
      push = next;
      for (const step of taken.splice(0)) next(step);
    },
  };
}
