/**
 * Whether a compact value may stand in the IBAN input, complete or not: up to two letters, or two
 * letters followed by digits only, and at most 34 characters. Letters after the country code are refused,
 * so IBANs with letters in the account part (GB, NL) cannot be typed: the rule is two letters followed by digits
 * only.
 */
export function isIbanInput(compact: string): boolean {
  // 34: the longest IBAN of any country (ISO 13616), in compact characters; the input takes no more.
  return compact.length <= 34 && /^[A-Z]{0,2}$|^[A-Z]{2}\d*$/.test(compact);
}
