/**
 * The IBAN as stored and validated: ASCII letters and digits only, upper-cased ('de89 3704-0044' →
 * 'DE8937040044'). Everything else (spaces, dashes, dots, umlauts) is dropped.
 */
export function compactIban(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}
