/*
 * The shape of an email address, as the kit's forms check it: the sign-up form's schema and its held form
 * (widgets/newsletter-signup/), the reference backend, and the loader, which checks a server-rendered form's email
 * field before any of the form's code (`src/elements/wake/early-checks.ts`). A pure function, never throwing. The
 * longest address it takes is the service's (`EMAIL_MAX_LENGTH`, src/contract/newsletter-limits.ts).
 */
import { EMAIL_MAX_LENGTH } from '../../contract/newsletter-limits.ts';

export type EmailProblem = 'required' | 'tooLong' | 'invalid';

/** A basic address shape: something, @, a domain with a dot and a top-level part of two or more. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/**
 * Characters no address or name has, though none of them is whitespace: controls (NUL, ...), invisible formatting
 * (zero-width spaces and joiners, bidi overrides, soft hyphen), surrogates, private-use and unassigned code points
 * (`\p{C}`); then what draws nothing though Unicode files it as a letter, mark or symbol: the default-ignorable
 * code points (Hangul fillers U+115F U+1160 U+3164 U+FFA0, the combining grapheme joiner U+034F, variation
 * selectors, ...) and the blank symbols outside that set (Braille blank U+2800, musical null notehead U+1D159).
 * Let through, they would make one mailbox look like many new addresses (each its own sign-up to limit), show an
 * address other than the one stored, or make a required name that shows as nothing.
 */
export const INVISIBLE_OR_CONTROL = /[\p{C}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/u;

export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  if (INVISIBLE_OR_CONTROL.test(email) || !EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}
