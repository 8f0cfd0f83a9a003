import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../contract/newsletter-limits.ts';
import { emailProblem } from './email-problem.ts';

describe('emailProblem', () => {
  it.each(['anna@example.com', 'a.b+c@sub.example.co.uk', ' jan@example.pl ', 'ü@exämple.de'])(
    'accepts %s',
    (email) => {
      expect(emailProblem(email)).toBeUndefined();
    },
  );

  it.each(['', '   '])('calls %j missing', (email) => {
    expect(emailProblem(email)).toBe('required');
  });

  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'anna@example.c',
    'an na@example.com',
    'a@b@example.com',
    'anna@.com',
  ])('calls %s invalid', (email) => {
    expect(emailProblem(email)).toBe('invalid');
  });

  it("allows the contract's longest address (EMAIL_MAX_LENGTH) and refuses one character more", () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailProblem(longest)).toBeUndefined();
    expect(emailProblem(`a${longest}`)).toBe('tooLong');
  });
});
