import { describe, expect, it, vi } from 'vitest';

describe('loadSignupFormRules', () => {
  it('imports the rules once per page', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./signup-form-rules.tsx', () => {
      imported();
      return { SignupFormRules: () => null };
    });
    const { loadedSignupFormRules, loadSignupFormRules } = await import('./signup-form-rules-loader.ts');
    expect(loadedSignupFormRules()).toBeUndefined();
    const formRules = await loadSignupFormRules();
    await loadSignupFormRules();
    expect(imported).toHaveBeenCalledTimes(1);
    expect(loadedSignupFormRules()).toBe(formRules);
    vi.doUnmock('./signup-form-rules.tsx');
  });
});
