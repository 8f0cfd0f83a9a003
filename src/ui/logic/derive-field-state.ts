/** The look of a field (default, valid or error): `data-state` on the field. */
export type FieldState = 'default' | 'valid' | 'error';

/** What decides a field's state. */
export interface FieldFacts {
  /** The field has been validated since it was last edited (blurred or committed, or the form submitted). */
  checked: boolean;
  /** The last validation found the value invalid. */
  invalid: boolean;
  /** The field has focus and its error is hidden until blur or commit (errors clear on focus). */
  masked: boolean;
  /** The field holds a value: an empty optional field is never shown as valid. */
  filled: boolean;
}

/**
 * The state a field shows: an error only once validated and while not masked by focus, valid only for a
 * validated field that holds a value, otherwise default.
 */
export function deriveFieldState({ checked, invalid, masked, filled }: FieldFacts): FieldState {
  if (!checked || masked) return 'default';
  if (invalid) return 'error';
  return filled ? 'valid' : 'default';
}
