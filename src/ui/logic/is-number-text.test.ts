import { describe, expect, it } from 'vitest';
import { isNumberText } from './is-number-text.ts';

describe('isNumberText', () => {
  it('accepts digits and the empty text', () => {
    expect(isNumberText('')).toBe(true);
    expect(isNumberText('0123')).toBe(true);
  });

  it('accepts one decimal part with a point or a comma', () => {
    expect(isNumberText('12.5')).toBe(true);
    expect(isNumberText('12,5')).toBe(true);
  });

  it('accepts a separator at either end while typing', () => {
    expect(isNumberText('12.')).toBe(true);
    expect(isNumberText(',5')).toBe(true);
  });

  it('refuses a second separator, letters, signs and spaces', () => {
    expect(isNumberText('1.2.3')).toBe(false);
    expect(isNumberText('1.2,3')).toBe(false);
    expect(isNumberText('12a')).toBe(false);
    expect(isNumberText('-12')).toBe(false);
    expect(isNumberText('1 000')).toBe(false);
  });

  it('refuses any separator when decimals are not allowed', () => {
    expect(isNumberText('12', { allowDecimal: false })).toBe(true);
    expect(isNumberText('12.5', { allowDecimal: false })).toBe(false);
  });

  it('refuses text longer than maxLength, counting the separator', () => {
    expect(isNumberText('1234', { maxLength: 4 })).toBe(true);
    expect(isNumberText('12345', { maxLength: 4 })).toBe(false);
    expect(isNumberText('12.45', { maxLength: 4 })).toBe(false);
  });
});
