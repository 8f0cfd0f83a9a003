import type { SignupFormik } from './signup-props.ts';

/*
 * Where the sign-up form's Formik chunk (Formik, Yup and the schema: the form's rules) is imported, once per page, by
 * the form's chunk. On a server-rendered form the loader has already asked for the chunk's files on the
 * visitor's first reach for it, together with React's chunk (`warmSignupForm`): the import finds them there.
 */

let loaded: SignupFormik | undefined;
let loading: Promise<SignupFormik> | undefined;

/** Imports the Formik chunk once per page; a failed import is tried again on the next call. */
export function loadSignupFormik(): Promise<SignupFormik> {
  loading ??= import('./signup-formik.tsx').then(
    (module) => (loaded = module.SignupFormik),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Formik chunk, when it has arrived on this page. */
export function loadedSignupFormik(): SignupFormik | undefined {
  return loaded;
}
