import { describe, expect, it, vi } from 'vitest';

describe('loadSignupEngine', () => {
  it('imports the rules once per page', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./signup-engine.tsx', () => {
      imported();
      return { SignupEngine: () => null };
    });
    const { loadedSignupEngine, loadSignupEngine } = await import('./signup-engine-loader.ts');
    expect(loadedSignupEngine()).toBeUndefined();
    const engine = await loadSignupEngine();
    await loadSignupEngine();
    expect(imported).toHaveBeenCalledTimes(1);
    expect(loadedSignupEngine()).toBe(engine);
    vi.doUnmock('./signup-engine.tsx');
  });
});
