import { useState } from 'react';
import { useT } from '../i18n/provider.tsx';
import { deriveFieldState, type FieldState } from './logic/derive-field-state.ts';

/*
 * When a kit field checks its value and shows the result: validate on blur and commit, never per keystroke; an
 * error hidden while the field has focus, unless focus was moved there by `focusKeepingError`.
 */

/**
 * What a `validate` function says about a value: `true` valid, `false` invalid with the default message
 * ('{field} is not valid.'), a string invalid with that (translated) message.
 */
export type Validity = boolean | string;

/** What `useFieldStatus` needs to know. */
export interface FieldStatusOptions<V> {
  /** Names the field in the default message. */
  label: string;
  /** The field holds a value (text typed, option chosen, box ticked). */
  filled: boolean;
  state: FieldState | undefined;
  message: string | undefined;
  validate: ((value: V) => Validity) | undefined;
}

/** The state and message a field shows, and the two moments that change them. */
export interface FieldStatus<V> {
  state: FieldState;
  /** The message to show, or undefined for none. */
  message: string | undefined;
  /** Call on focus: hides the error until the next `check` (unless focus came from `focusKeepingError`). */
  focus(element: HTMLElement): void;
  /** Call on blur and commit with the value at that moment: validates and shows the result. */
  check(value: V): void;
}

/**
 * The timing of a field's state: validate on blur and commit, never per keystroke; errors hidden
 * while focused. A controlled `state` is shown as given (see `FieldBaseProps`).
 */
export function useFieldStatus<V>({
  label,
  filled,
  state,
  message,
  validate,
}: FieldStatusOptions<V>): FieldStatus<V> {
  const t = useT('ui');
  const [validity, setValidity] = useState<Validity | undefined>(undefined);
  const [masked, setMasked] = useState(false);
  const shown =
    state ??
    deriveFieldState({
      checked: validity !== undefined,
      invalid: validity !== undefined && validity !== true,
      masked,
      filled,
    });
  const own = state === undefined && typeof validity === 'string' ? validity : undefined;
  return {
    state: shown,
    message: shown === 'error' ? own || message || t('field.invalid', { field: label }) : undefined,
    focus: (element) => setMasked(!keepsErrorOnFocus(element)),
    check: (value) => {
      if (state === undefined && validate) setValidity(validate(value));
      setMasked(false);
    },
  };
}

const keepingError = new WeakSet<HTMLElement>();

/**
 * Focuses a field without hiding its error: for moving focus to the first problem after a failed submit
 * (GOV.UK), where the error must stay visible and be read out with the field.
 */
export function focusKeepingError(element: HTMLElement): void {
  keepingError.add(element);
  try {
    element.focus();
  } finally {
    keepingError.delete(element);
  }
}

/** Whether the focus now arriving at `element` comes from `focusKeepingError`. */
export function keepsErrorOnFocus(element: HTMLElement): boolean {
  return keepingError.has(element);
}
