import { describe, expect, it } from 'vitest';
import { caretAfterAlphanumerics } from './caret-after-alphanumerics.ts';

describe('caretAfterAlphanumerics', () => {
  it('puts the caret right after the n-th letter or digit, skipping the group spaces', () => {
    expect(caretAfterAlphanumerics('DE89 3704 0044', 5)).toBe(6);
    expect(caretAfterAlphanumerics('DE89 3704 0044', 9)).toBe(11);
    expect(caretAfterAlphanumerics('DE89 3704 0044', 2)).toBe(2);
  });

  it('puts the caret before a group space, not after it, at the end of a group', () => {
    expect(caretAfterAlphanumerics('DE89 3704', 4)).toBe(4);
    expect(caretAfterAlphanumerics('DE89 3704 0044', 8)).toBe(9);
  });

  it('puts the caret at the start for 0 and at the end past the last character', () => {
    expect(caretAfterAlphanumerics('DE89 3704', 0)).toBe(0);
    expect(caretAfterAlphanumerics('DE89 3704', 20)).toBe(9);
    expect(caretAfterAlphanumerics('', 3)).toBe(0);
  });
});
