/** The longest IBAN of any country (ISO 13616), in compact characters; the input takes no more. */
const IBAN_MAX_LENGTH = 34;

/**
 * Whether a compact value may stand in the IBAN input, complete or not (SPEC §5): up to two letters, or two
 * letters followed by digits only, and at most 34 characters. Letters after the country code are refused,
 * so IBANs with letters in the account part (GB, NL) cannot be typed: SPEC §5 asks for digits only.
 */
export function isIbanInput(compact: string): boolean {
  return compact.length <= IBAN_MAX_LENGTH && /^[A-Z]{0,2}$|^[A-Z]{2}\d*$/.test(compact);
}
