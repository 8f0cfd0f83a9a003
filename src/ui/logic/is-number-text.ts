/** What the number input accepts: digits and one decimal part. */
export interface NumberRules {
  /** The most characters, the decimal separator included; no limit when absent. */
  maxLength?: number | undefined;
  /** Whether one decimal part is allowed; true when absent. */
  allowDecimal?: boolean | undefined;
}

/**
 * Whether a text may stand in the number input: digits with at most one decimal separator, '.' or ','
 * (both are accepted and the one typed is kept, so neither a German nor an English hand is surprised), and
 * no longer than `maxLength`. A separator alone or at either end ('.', '3,', ',5') may stand while typing.
 * No sign, no spaces, no thousands separators.
 */
export function isNumberText(text: string, { maxLength, allowDecimal = true }: NumberRules = {}): boolean {
  if (maxLength !== undefined && text.length > maxLength) return false;
  return (allowDecimal ? /^\d*(?:[.,]\d*)?$/ : /^\d*$/).test(text);
}
