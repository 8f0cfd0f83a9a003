import { compactIban } from './compact-iban.ts';

/** The IBAN as shown: compacted, then grouped by four with single spaces ('de893704' → 'DE89 3704'). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
