import { describe, expect, it } from 'vitest';
import { countAlphanumerics } from './count-alphanumerics.ts';

describe('countAlphanumerics', () => {
  it('counts letters and digits before the position, not spaces or other signs', () => {
    expect(countAlphanumerics('DE89 3704', 6)).toBe(5);
    expect(countAlphanumerics('DE89 3704', 5)).toBe(4);
    expect(countAlphanumerics('DE89 3704', 4)).toBe(4);
    expect(countAlphanumerics('a-b.c d', 7)).toBe(4);
  });

  it('counts the whole text without a position', () => {
    expect(countAlphanumerics('DE89 3704')).toBe(8);
  });

  it('counts nothing before position 0 or a negative one', () => {
    expect(countAlphanumerics('DE89', 0)).toBe(0);
    expect(countAlphanumerics('DE89', -1)).toBe(0);
  });
});
