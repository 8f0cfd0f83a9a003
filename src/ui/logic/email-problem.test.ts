import { describe, expect, it } from 'vitest';
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

  it('allows 256 characters and refuses 257', () => {
    const at256 = `${'a'.repeat(244)}@example.com`;
    expect(at256).toHaveLength(256);
    expect(emailProblem(at256)).toBeUndefined();
    expect(emailProblem(`a${at256}`)).toBe('tooLong');
  });
});
