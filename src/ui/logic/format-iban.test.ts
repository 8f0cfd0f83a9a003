import { describe, expect, it } from 'vitest';
import { formatIban } from './format-iban.ts';

describe('formatIban', () => {
  it('groups by four with single spaces', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('adds no trailing space after a full group', () => {
    expect(formatIban('DE89')).toBe('DE89');
    expect(formatIban('DE893704')).toBe('DE89 3704');
  });

  it('compacts and upper-cases first', () => {
    expect(formatIban('de 8-9 37  04 0')).toBe('DE89 3704 0');
  });

  it('leaves short and empty values as they are', () => {
    expect(formatIban('DE')).toBe('DE');
    expect(formatIban('')).toBe('');
  });
});
