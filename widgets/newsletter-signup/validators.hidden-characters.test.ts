import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/newsletter.json';
import { newsletterSchema } from './newsletter-signup.schema.ts';
import { EMPTY_VALUES } from './newsletter-values.ts';
import { SITE_RULES } from './site-rules.ts';
import { emailProblem } from '../../src/ui/logic/email-problem.ts';
import { looksLikeWebAddress, nameProblem } from './validators.ts';

// Security probe findings on the shared value rules (client schema and reference backend alike): invisible and
// control characters in addresses, and web addresses in names written with a space before the dot.

/** Characters that show nothing (or reorder what is shown) and that no address has. */
const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['a bell', '\u0007'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
  ['a soft hyphen', '\u00ad'],
  ['a zero-width space', '\u200b'],
  ['a zero-width non-joiner', '\u200c'],
  ['a zero-width joiner', '\u200d'],
  ['a left-to-right mark', '\u200e'],
  ['a right-to-left mark', '\u200f'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a first-strong isolate', '\u2068'],
  ['a word joiner', '\u2060'],
  ['a zero-width no-break space inside', '\ufeff'],
  ['an interlinear annotation anchor', '\ufff9'],
  ['a private-use character', '\ue000'],
  ['an unassigned code point', '\u{e0fff}'],
  ['a lone surrogate', '\ud800'],
];

/**
 * Letters, marks and symbols that draw nothing, so `\p{C}` (controls and formatting) does not see them: the
 * default-ignorable code points that are letters or marks, and blank symbols outside that set.
 */
const BLANK_LETTERS_AND_MARKS: [string, string][] = [
  ['a Hangul choseong filler', '\u115f'],
  ['a Hangul jungseong filler', '\u1160'],
  ['a Hangul filler', '\u3164'],
  ['a halfwidth Hangul filler', '\uffa0'],
  ['a combining grapheme joiner', '\u034f'],
  ['a Khmer inherent vowel', '\u17b4'],
  ['a Mongolian free variation selector', '\u180b'],
  ['a variation selector', '\ufe0f'],
  ['a supplementary variation selector', '\u{e0100}'],
];
const BLANK_SYMBOLS: [string, string][] = [
  ['a Braille blank', '\u2800'],
  ['a musical null notehead', '\u{1d159}'],
];

describe('a character that draws nothing but is a letter, a mark or a symbol', () => {
  it.each([...BLANK_LETTERS_AND_MARKS, ...BLANK_SYMBOLS])(
    'makes an email address invalid: %s',
    (_, blank) => {
      expect(emailProblem(`er${blank}ika@example.org`)).toBe('invalid');
      expect(emailProblem(`erika@exam${blank}ple.org`)).toBe('invalid');
      expect(emailProblem(`${blank}erika@example.org`)).toBe('invalid');
    },
  );

  it.each([...BLANK_LETTERS_AND_MARKS, ...BLANK_SYMBOLS])(
    'makes a name invalid, alone or inside letters: %s',
    (_, blank) => {
      expect(nameProblem(`Er${blank}ika`, true)).toBe('invalidCharacters');
      expect(nameProblem(blank, true)).toBe('invalidCharacters');
      expect(nameProblem(`${blank}${blank}`, false)).toBe('invalidCharacters');
    },
  );

  it.each(['김민준', '박서연', 'Nguyễn Văn An', 'Zoë', 'José María', 'Ōno', 'ஸ்ரீ'])(
    'leaves the name %s, drawn with real letters and marks, valid',
    (name) => {
      expect(nameProblem(name, true)).toBeUndefined();
    },
  );
});

describe('an email address with a hidden character', () => {
  it.each(HIDDEN)('is invalid with %s in the local part or the domain', (_, hidden) => {
    expect(emailProblem(`leo${hidden}@example.com`)).toBe('invalid');
    expect(emailProblem(`leo@exam${hidden}ple.com`)).toBe('invalid');
    expect(emailProblem(`leo@example.co${hidden}m`)).toBe('invalid');
  });

  it('is invalid wherever any invisible or control character is put inside a valid address', () => {
    const hiddenCharacter = fc.oneof(
      fc.constantFrom(...HIDDEN.map(([, character]) => character)),
      fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x200b, max: 0x200f }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x202a, max: 0x202e }).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0x2066, max: 0x2069 }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.emailAddress(), hiddenCharacter, fc.nat(), (email, hidden, at) => {
        fc.pre(email.length < 250 && /\.[^.@]{2,}$/.test(email));
        // Strictly inside: padding at either end is trimmed away, as for any address.
        const index = 1 + (at % (email.length - 1));
        expect(emailProblem(email.slice(0, index) + hidden + email.slice(index))).toBe('invalid');
      }),
      { numRuns: 1000 },
    );
  });

  it('gets the form its usual message, "Please enter a valid email address"', async () => {
    const schema = newsletterSchema(SITE_RULES.DE);
    await expect(
      schema.validateAt('email', { ...EMPTY_VALUES, email: 'leo\u200b@example.com' }),
    ).rejects.toThrow('errors.emailInvalid');
    expect(english.errors.emailInvalid).toBe('Please enter a valid email address');
  });

  it('is still fine in international form, and with padding around it', () => {
    expect(emailProblem('ü@exämple.de')).toBeUndefined();
    expect(emailProblem('\ufeff leo@example.com \t')).toBeUndefined();
  });
});

describe('a web address in a name', () => {
  it.each([
    'evil .com',
    'evil . com',
    'evil  .de',
    'Visit evil .shop now',
    'EVIL .COM',
    'evil\u00a0.com',
    'shop-24 . pl',
  ])('is found with spaces before the dot: %s', (name) => {
    expect(looksLikeWebAddress(name)).toBe(true);
    expect(nameProblem(name, false)).toBe('webAddress');
  });

  it.each([
    'Dr. De Luca',
    'Maria J. De Vries',
    'St. Martin',
    'J.R.R. Tolkien',
    'Prof. Dr. No',
    'A. Co',
    'Anna-Lena . ',
    'Jean . Dupont',
  ])('is not seen in the name %s (a space only after the dot, or no domain)', (name) => {
    expect(looksLikeWebAddress(name)).toBe(false);
  });
});

describe('a web address in a name, under any top-level domain or with a disguised dot', () => {
  it.each([
    'bit.ly/abc',
    'evil.ly',
    't.me/evil',
    'evil.gg',
    'evil.gg.',
    'my-shop.store',
    'shop.рф',
    'Visit evil.gg now',
    'evil . gg',
    'evil(.)com',
    'evil (.) gg',
    'evil[.]com',
    'evil{.}gg',
    'evil/.com',
    'evil/.gg',
    'evil dot com',
    'evil dot gg',
    'evil(dot)gg',
    'evil [dot] com',
    'EVIL.COM',
    'Evil.Com',
    'EVIL DOT COM',
    'Bit.Ly/abc',
    'Evil(.)Gg',
  ])('is found in %s', (name) => {
    expect(looksLikeWebAddress(name)).toBe(true);
    expect(['webAddress', 'invalidCharacters']).toContain(nameProblem(name, false));
  });

  it.each([
    "O'Brien",
    'Anne-Marie',
    'José María',
    'Nguyễn Văn An',
    'Dr. Müller',
    'Dr. med. Müller',
    'St. John',
    'St.John',
    'J.R.R.',
    'J.R.R. Tolkien',
    'j.r.r. tolkien',
    'Zoë',
    'Maria J. De Vries',
    'Dr. De Luca',
    'Mr. Smith',
    'Jr.',
    'Smith Jr.',
    'Dr.Smith',
    'A.Decker',
    'H.-J. Meyer',
    'Dipl.-Ing. Meyer',
    'M.Sc.',
    'Ph.D.',
    'Dot Cotton',
    'Anna-Lena . ',
    'Jean . Dupont',
    'A. Co',
    'Prof. Dr. No',
    'Ana Luísa',
    'Ørsted',
  ])('is not seen in the real name %s', (name) => {
    expect(looksLikeWebAddress(name)).toBe(false);
    expect(nameProblem(name, true)).toBeUndefined();
  });
});
