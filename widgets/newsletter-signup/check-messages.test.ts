import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../src/contract/newsletter-limits.ts';
import { checkMessages, EMAIL_MESSAGES, heldChecks } from './check-messages.ts';

const messages = checkMessages((key, { max }) => `${key} (${max})`);

describe('checkMessages', () => {
  it('names every problem of the email rule with its text', () => {
    expect(Object.keys(messages.email!)).toEqual(Object.keys(EMAIL_MESSAGES));
    expect(messages.email!.tooLong).toBe(`errors.emailTooLong (${EMAIL_MAX_LENGTH})`);
  });
});

describe('heldChecks', () => {
  it('checks the email field with its rule, and names the text of each problem', () => {
    const { rules, message } = heldChecks(messages);
    expect(rules.email!('not-an-email')).toBe('invalid');
    expect(rules.email!('')).toBe('required');
    expect(rules.email!(undefined)).toBe('required');
    expect(rules.email!('anna@example.com')).toBeUndefined();
    expect(Object.keys(rules)).toEqual(['email']);
    expect(message('email', 'invalid')).toBe('errors.emailInvalid (256)');
    expect(message('email', 'toString')).toBeUndefined();
    expect(message('constructor', 'invalid')).toBeUndefined();
  });

  it('starts from what the loader drew: a problem, or none (checked and valid)', () => {
    expect(heldChecks(messages, { email: 'invalid' }).initial).toEqual({ email: 'invalid' });
    expect(heldChecks(messages, { email: null }).initial).toEqual({ email: null });
  });

  it('drops what it has no text for, and fields it does not check', () => {
    expect(heldChecks(messages, { email: 'unheard-of', firstName: 'invalid' }).initial).toEqual({});
    expect(heldChecks({}, { email: 'invalid' }).initial).toEqual({});
  });
});
