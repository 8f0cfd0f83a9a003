import { useLayoutEffect, useState } from 'react';
import type { SignupFormik, SignupFormikProps } from './signup-props.ts';

/*
 * Where the sign-up form's Formik chunk (Formik, Yup and the form's schema: its rules) renders once it arrives: the
 * holder the form hands the arrival to (`arrivedFormik`) and the one component that draws it (`FormikSlot`).
 */

/** The Formik chunk once it has arrived, for the one component that draws it (`FormikSlot`). */
export interface ArrivedFormik {
  get(): SignupFormik | undefined;
  arrive(formik: SignupFormik): void;
  subscribe(listener: () => void): () => void;
}

export function arrivedFormik(initial: SignupFormik | undefined): ArrivedFormik {
  let formik = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => formik,
    arrive(next) {
      formik = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Draws the Formik chunk once it arrives. Its arrival re-renders this slot alone: the form renders again only when
 * the chunk hands it its binding, not once more before that (a pass over every field, a long task at 4x CPU
 * between the visitor's press and a ready form).
 */
export function FormikSlot({ chunk, ...props }: SignupFormikProps & { chunk: ArrivedFormik }) {
  const [Formik, setFormik] = useState(chunk.get);
  // Subscribed before paint; a chunk that arrived between this slot's render and now are taken at once.
  useLayoutEffect(() => {
    const take = () => setFormik(() => chunk.get());
    const unsubscribe = chunk.subscribe(take);
    if (chunk.get() !== Formik) take();
    return unsubscribe;
  }, [chunk, Formik]);
  return Formik ? <Formik {...props} /> : null;
}
