import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './site-rules.ts';

/**
 * The newsletter form's value rules as pure functions. The form's Yup schema and the reference backend
 * both call these, so client and server agree by construction; validators.property.test.ts checks that
 * they never throw on any input.
 */

export type EmailProblem = 'required' | 'tooLong' | 'invalid';
export type NameProblem = 'required' | 'tooLong' | 'invalidCharacters' | 'webAddress';

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
const INVISIBLE_OR_CONTROL = /[\p{C}\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/u;

export function emailProblem(value: string): EmailProblem | undefined {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  if (INVISIBLE_OR_CONTROL.test(email) || !EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}

/** Letters of any script, digits, whitespace and + & ' ` ´ , ( ) / . - (SPEC §5). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;

const WEB_TLDS =
  'com|net|org|info|biz|io|co|eu|de|at|ch|pl|cz|hu|sk|tr|uk|us|fr|it|es|nl|be|dk|se|no|ru|cn|shop|online|site|top|xyz|app';
/**
 * "Looks like a URL or web address": a scheme, www., or a dotted name ending in a common top-level domain, also
 * with spaces before the dot (`evil .com`, `evil . com`), which a reader still takes for an address. A space only
 * after the dot is not one: `Dr. De Luca` and `Maria J. De Vries` are names.
 */
const WEB_ADDRESS = new RegExp(
  `(?:[a-z][a-z0-9+.-]*:\\/\\/|\\bwww\\.|[\\p{L}\\d-](?:\\.|\\s+\\.\\s*)(?:${WEB_TLDS})(?![\\p{L}\\d]))`,
  'iu',
);

/** @internal Test seam: through nameProblem the character rule hides part of it. */
export function looksLikeWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

export function nameProblem(value: string, required: boolean): NameProblem | undefined {
  const name = value.trim();
  if (name === '') return required ? 'required' : undefined;
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  if (!NAME_CHARACTERS.test(name) || INVISIBLE_OR_CONTROL.test(name)) return 'invalidCharacters';
  if (looksLikeWebAddress(name)) return 'webAddress';
  return undefined;
}
