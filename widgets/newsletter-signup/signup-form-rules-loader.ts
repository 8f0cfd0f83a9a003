import type { SignupFormRules } from './signup-props.ts';

/*
 * Where the sign-up form's rules (Formik, Yup and the schema: their own chunk) are imported, once per page, by
 * the form's chunk. On a server-rendered form the loader has already asked for the chunk's files on the
 * visitor's first reach for it, together with React's chunk (`warmSignupForm`): the import finds them there.
 */

let loadedFormRules: SignupFormRules | undefined;
let loadingFormRules: Promise<SignupFormRules> | undefined;

/** Imports the form's rules once per page; a failed import is tried again on the next call. */
export function loadSignupFormRules(): Promise<SignupFormRules> {
  loadingFormRules ??= import('./signup-form-rules.tsx').then(
    (module) => (loadedFormRules = module.SignupFormRules),
    (error: unknown) => {
      loadingFormRules = undefined;
      throw error;
    },
  );
  return loadingFormRules;
}

/** The rules, when they have arrived on this page. */
export function loadedSignupFormRules(): SignupFormRules | undefined {
  return loadedFormRules;
}
