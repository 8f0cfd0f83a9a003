import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import { looksLikeWebAddress, nameProblem } from './validators.ts';

describe('nameProblem', () => {
  it.each([
    "Anna-Lena O'Brien",
    'José María',
    'Zoë (Jr.)',
    'Müller & Söhne',
    'Łukasz Żółć',
    'Şükrü Işık',
    'Dr. Kovács Ödön',
    'Anna/Bea',
    'D`Arc',
    'D´Arc',
    'A+B, C',
    'Agent 007',
  ])('accepts %s', (name) => {
    expect(nameProblem(name, true)).toBeUndefined();
  });

  it('requires a name only when the site does', () => {
    expect(nameProblem('', true)).toBe('required');
    expect(nameProblem('  ', true)).toBe('required');
    expect(nameProblem('', false)).toBeUndefined();
  });

  it("allows the contract's longest name (NAME_MAX_LENGTH) and refuses one character more", () => {
    expect(nameProblem('a'.repeat(NAME_MAX_LENGTH), true)).toBeUndefined();
    expect(nameProblem('a'.repeat(NAME_MAX_LENGTH + 1), true)).toBe('tooLong');
  });

  it.each(['Anna!', 'Bob <script>', 'Eve_1', 'Tom; drop', 'Kim@home', 'Zoe#', 'Ann"a', 'Max 😀'])(
    'refuses the characters of %s',
    (name) => {
      expect(nameProblem(name, false)).toBe('invalidCharacters');
    },
  );

  it.each(['http://x', 'www.example', 'shop.example.com', 'buy.de', 'visit cheap.shop now', 'ftp.xyz'])(
    'refuses the web address %s',
    (name) => {
      const problem = nameProblem(name, false);
      expect(problem === 'webAddress' || problem === 'invalidCharacters').toBe(true);
    },
  );

  it('finds web addresses, but not initials or abbreviations', () => {
    expect(looksLikeWebAddress('https://evil.example')).toBe(true);
    expect(looksLikeWebAddress('www.something')).toBe(true);
    expect(looksLikeWebAddress('example.com')).toBe(true);
    expect(looksLikeWebAddress('St. Martin')).toBe(false);
    expect(looksLikeWebAddress('J.R.R. Tolkien')).toBe(false);
    expect(looksLikeWebAddress('Dr.Smith')).toBe(false);
    expect(looksLikeWebAddress('A.Decker')).toBe(false);
  });
});
