import { describe, expect, it } from 'vitest';
import { isIbanInput } from './is-iban-input.ts';

describe('isIbanInput', () => {
  it('accepts nothing, one or two letters while the country code is typed', () => {
    expect(isIbanInput('')).toBe(true);
    expect(isIbanInput('D')).toBe(true);
    expect(isIbanInput('DE')).toBe(true);
  });

  it('accepts two letters followed by digits', () => {
    expect(isIbanInput('DE8')).toBe(true);
    expect(isIbanInput('DE89370400440532013000')).toBe(true);
  });

  it('refuses a digit before the two letters', () => {
    expect(isIbanInput('1')).toBe(false);
    expect(isIbanInput('D1')).toBe(false);
    expect(isIbanInput('1DE')).toBe(false);
  });

  it('refuses a letter after the country code', () => {
    expect(isIbanInput('DEU')).toBe(false);
    expect(isIbanInput('DE89X')).toBe(false);
    expect(isIbanInput('GB82WEST12345698765432')).toBe(false);
  });

  it('refuses lower case and separators: it judges the compact value', () => {
    expect(isIbanInput('de89')).toBe(false);
    expect(isIbanInput('DE89 3704')).toBe(false);
  });

  it('accepts 34 characters and refuses 35', () => {
    expect(isIbanInput(`MT${'1'.repeat(32)}`)).toBe(true);
    expect(isIbanInput(`MT${'1'.repeat(33)}`)).toBe(false);
  });
});
