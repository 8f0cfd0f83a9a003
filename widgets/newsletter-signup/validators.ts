import { INVISIBLE_OR_CONTROL } from '../../src/ui/logic/email-problem.ts';
import { NAME_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';

/**
 * The newsletter form's value rules as pure functions. The form's Yup schema and the reference backend
 * both call these, so client and server agree by construction; validators.property.test.ts checks that
 * they never throw on any input. The email rule is in email-problem.ts: the loader checks the field with it too.
 */

export type NameProblem = 'required' | 'tooLong' | 'invalidCharacters' | 'webAddress';

/** Letters of any script, digits, whitespace and + & ' ` ´ , ( ) / . - (what a name may contain). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;

/*
 * "Looks like a URL or web address", the rule in our words: a scheme (`https://`), `www.`, or a word, a dot and a
 * top-level domain. The dot counts written plainly (`evil.gg`), with spaces before it (`evil . gg`), or
 * disguised: `(.)`, `[.]`, `{.}`, `/.`, ` dot `, `(dot)`. A top-level domain is two or more letters written in
 * lower case (`bit.ly`, `t.me`, `evil.gg`), a common one in any case (`EVIL.COM`), or any letters after a
 * bracketed or slashed dot (`evil(.)Gg`) or before a path (`Bit.Ly/abc`).
 * A name is not an address when a space follows the dot (`Dr. Müller`, `Maria J. De Vries`), when only single
 * letters stand between the dots (`J.R.R.`), or when a capitalised word follows it (`Dr.Smith`, `A.Decker`),
 * which is how names are written. The price: `Evil.Gg` passes, and a lower-case abbreviation glued to a dot
 * (`Dr.med.`) is taken for an address (written `Dr. med.` it is a name).
 */
/** Top-level domains caught in any case (`EVIL.COM`, `Shop.De`): the common ones and the storefronts' countries. */
const COMMON_TLDS =
  'com|net|org|info|biz|io|co|eu|de|at|ch|pl|cz|hu|sk|tr|uk|us|fr|it|es|nl|be|dk|se|no|ru|cn|shop|online|site|top|xyz|app';
/** The last letter or digit of the name before the dot. */
const WORD_END = String.raw`[\p{L}\p{Nd}-]`;
/** A dot in brackets or after a slash: no name is written so. */
const DISGUISED_DOT = String.raw`(?:\s*[([{]\s*(?:\.|dot)\s*[)\]}]\s*|\/\.)`;
/** Any way of writing the dot: plainly, with spaces before it, disguised, or as the word. */
const ANY_DOT = String.raw`(?:\.|\s+\.\s*|${DISGUISED_DOT}|\s+dot\s+)`;
/** The top-level domain ends where the letters and digits do. */
const TLD_END = String.raw`(?![\p{L}\p{Nd}])`;

const WEB_ADDRESS_PATTERNS = [
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\./i,
  // Case matters here: `evil.gg` is an address, `Dr.Smith` a name.
  new RegExp(`${WORD_END}${ANY_DOT}\\p{Ll}{2,}${TLD_END}`, 'u'),
  new RegExp(`${WORD_END}${ANY_DOT}(?:${COMMON_TLDS})${TLD_END}`, 'iu'),
  new RegExp(`${WORD_END}${DISGUISED_DOT}\\p{L}{2,}`, 'u'),
  new RegExp(`${WORD_END}\\.\\p{L}{2,}\\/`, 'u'),
];

/** @internal Test seam: through nameProblem the character rule hides part of it. */
export function looksLikeWebAddress(value: string): boolean {
  return WEB_ADDRESS_PATTERNS.some((pattern) => pattern.test(value));
}

export function nameProblem(value: string, required: boolean): NameProblem | undefined {
  const name = value.trim();
  if (name === '') return required ? 'required' : undefined;
  if (name.length > NAME_MAX_LENGTH) return 'tooLong';
  if (!NAME_CHARACTERS.test(name) || INVISIBLE_OR_CONTROL.test(name)) return 'invalidCharacters';
  if (looksLikeWebAddress(name)) return 'webAddress';
  return undefined;
}
