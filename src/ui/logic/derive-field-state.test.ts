import { describe, expect, it } from 'vitest';
import { deriveFieldState } from './derive-field-state.ts';

const facts = { checked: true, invalid: false, masked: false, filled: true };

describe('deriveFieldState', () => {
  it('shows default before the field is first validated, even if invalid', () => {
    expect(deriveFieldState({ ...facts, checked: false, invalid: true })).toBe('default');
  });

  it('shows an error once validated and invalid', () => {
    expect(deriveFieldState({ ...facts, invalid: true })).toBe('error');
    expect(deriveFieldState({ ...facts, invalid: true, filled: false })).toBe('error');
  });

  it('hides the error while the field has focus', () => {
    expect(deriveFieldState({ ...facts, invalid: true, masked: true })).toBe('default');
  });

  it('shows valid for a validated field with a value, default for an empty one', () => {
    expect(deriveFieldState(facts)).toBe('valid');
    expect(deriveFieldState({ ...facts, filled: false })).toBe('default');
    expect(deriveFieldState({ ...facts, masked: true })).toBe('default');
  });
});
