import { describe, expect, it } from 'vitest';
import { compactIban } from './compact-iban.ts';

describe('compactIban', () => {
  it('strips spaces, dashes, dots and other non-alphanumerics', () => {
    expect(compactIban(' DE89 3704-0044.0532/0130 00 ')).toBe('DE89370400440532013000');
  });

  it('upper-cases letters', () => {
    expect(compactIban('de89')).toBe('DE89');
  });

  it('drops letters outside ASCII, which no IBAN has', () => {
    expect(compactIban('DÄ12ß')).toBe('D12');
  });

  it('leaves an empty value empty', () => {
    expect(compactIban('')).toBe('');
    expect(compactIban('  - ')).toBe('');
  });
});
