import type { SignupEngine } from './signup-contract.ts';

/*
 * Where the sign-up form's rules (Formik, Yup and the schema: their own chunk) are imported, once per page. No
 * React here: the loader starts the import on the visitor's first reach for a server-rendered form, together
 * with React's chunk rather than after it (`warmSignupEngine`), and the form finds it under way.
 */

let loadedEngine: SignupEngine | undefined;
let loadingEngine: Promise<SignupEngine> | undefined;

/** Imports the form's rules once per page; a failed import is tried again on the next call. */
export function loadSignupEngine(): Promise<SignupEngine> {
  loadingEngine ??= import('./signup-engine.tsx').then(
    (module) => (loadedEngine = module.SignupEngine),
    (error: unknown) => {
      loadingEngine = undefined;
      throw error;
    },
  );
  return loadingEngine;
}

/** The rules, when they have arrived on this page. */
export function loadedSignupEngine(): SignupEngine | undefined {
  return loadedEngine;
}

/**
 * Starts importing the rules when the visitor reached for a form (`target` is in one): the form asks for them
 * on that same press, focus or hover once React runs. A failure is left to the form's own request.
 */
export function warmSignupEngine(target: Element): void {
  if (target.closest('form')) loadSignupEngine().catch(() => {});
}
