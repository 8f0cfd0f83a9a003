import { describe, expect, it, vi } from 'vitest';

describe('loadSignupFormik', () => {
  it('imports the rules once per page', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./signup-formik.tsx', () => {
      imported();
      return { SignupFormik: () => null };
    });
    const { loadedSignupFormik, loadSignupFormik } = await import('./signup-formik-loader.ts');
    expect(loadedSignupFormik()).toBeUndefined();
    const formik = await loadSignupFormik();
    await loadSignupFormik();
    expect(imported).toHaveBeenCalledTimes(1);
    expect(loadedSignupFormik()).toBe(formik);
    vi.doUnmock('./signup-formik.tsx');
  });
});
