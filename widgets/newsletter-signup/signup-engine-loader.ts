import type { SignupEngine } from './signup-contract.ts';

/*
 * Where the sign-up form's rules (Formik, Yup and the schema: their own chunk) are imported, once per page, by
 * the form's chunk. On a server-rendered form the loader has already asked for the chunk's files on the
 * visitor's first reach for it, together with React's chunk (`warmSignupForm`): the import finds them there.
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
