import { describe, expect, it, vi } from 'vitest';

describe('warmSignupEngine', () => {
  it('imports the rules once for a press in a form, and not for one outside a form', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./signup-engine.tsx', () => {
      imported();
      return { SignupEngine: () => null };
    });
    const { warmSignupEngine, loadedSignupEngine, loadSignupEngine } =
      await import('./signup-engine-loader.ts');
    const outside = document.createElement('button');
    warmSignupEngine(outside);
    await Promise.resolve();
    expect(imported).not.toHaveBeenCalled();

    const form = document.createElement('form');
    form.innerHTML = '<input name="email">';
    warmSignupEngine(form.querySelector('input')!);
    const engine = await loadSignupEngine();
    expect(imported).toHaveBeenCalledTimes(1);
    expect(loadedSignupEngine()).toBe(engine);
    vi.doUnmock('./signup-engine.tsx');
  });
});
