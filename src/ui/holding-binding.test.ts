import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormBinding } from './form-binding.ts';
import { useHoldingBinding, type HoldingChecks } from './holding-binding.ts';

function hold(onIntent = vi.fn(), checks?: HoldingChecks) {
  const hook = renderHook(() => useHoldingBinding({ email: '', consents: [] as string[] }, onIntent, checks));
  return { hook, onIntent, binding: () => hook.result.current.binding };
}

/** The email field checked on its own: a problem for a value without '@', its message in the language now. */
let language = 'en';
const EMAIL_CHECK: HoldingChecks = {
  rules: { email: (value) => (String(value).includes('@') ? undefined : 'noAt') },
  message: (name, problem) =>
    name === 'email' && problem === 'noAt' ? (language === 'en' ? 'Needs an @' : 'Braucht ein @') : undefined,
};

describe('useHoldingBinding', () => {
  it('keeps values as set and reads own fields only', () => {
    const { binding } = hold();
    act(() => binding().setValue('email', 'anna@'));
    act(() => binding().setValue('consents', ['DNE']));
    expect(binding().value('email')).toBe('anna@');
    expect(binding().value('consents')).toEqual(['DNE']);
    expect(binding().value('toString')).toBeUndefined();
  });

  it('checks nothing without checks: no field is touched or in error, whatever the visitor did', async () => {
    const { binding } = hold();
    act(() => binding().setValue('email', 'not-an-email'));
    await act(() => binding().leave('email'));
    expect(binding().touched('email')).toBe(false);
    expect(binding().error('email')).toBeUndefined();
    expect(binding().hasErrors).toBe(false);
  });

  it('checks a field with a check of its own when it is left, and no other', async () => {
    const { hook, binding, onIntent } = hold(vi.fn(), EMAIL_CHECK);
    act(() => binding().setValue('email', 'not-an-email'));
    expect(binding().touched('email')).toBe(false);
    await act(() => binding().leave('email'));
    expect(binding().touched('email')).toBe(true);
    expect(binding().error('email')).toBe('Needs an @');
    expect(binding().hasErrors).toBe(true);
    await act(() => binding().leave('consents'));
    expect(binding().touched('consents')).toBe(false);
    expect(onIntent).toHaveBeenCalledTimes(2);
    // Typing does not check; leaving again does, and what it found goes to the rules with the rest.
    act(() => binding().setValue('email', 'anna@example.com'));
    expect(binding().error('email')).toBe('Needs an @');
    await act(() => binding().leave('email'));
    expect(binding().error('email')).toBeUndefined();
    expect(binding().touched('email')).toBe(true);
    expect(hook.result.current.held().checked).toEqual({ email: undefined });
  });

  it("starts from what the loader's check showed (a server-rendered form)", () => {
    const { binding, hook } = hold(vi.fn(), { ...EMAIL_CHECK, initial: { email: 'noAt' } });
    expect(binding().touched('email')).toBe(true);
    expect(binding().error('email')).toBe('Needs an @');
    expect(hook.result.current.held().checked).toEqual({ email: 'Needs an @' });
  });

  it("shows a kept problem's message in the form's language now", async () => {
    const onIntent = vi.fn();
    const hook = renderHook(({ checks }) => useHoldingBinding({ email: 'x' }, onIntent, checks), {
      initialProps: { checks: EMAIL_CHECK },
    });
    await act(() => hook.result.current.binding.leave('email'));
    expect(hook.result.current.binding.error('email')).toBe('Needs an @');
    language = 'de';
    try {
      hook.rerender({ checks: { ...EMAIL_CHECK } });
      expect(hook.result.current.binding.error('email')).toBe('Braucht ein @');
      expect(hook.result.current.held().checked).toEqual({ email: 'Braucht ein @' });
    } finally {
      language = 'en';
    }
  });

  it('notes each field left once, in order, and asks for the rules', async () => {
    const { hook, binding, onIntent } = hold();
    await act(() => binding().leave('email'));
    await act(() => binding().leave('consents'));
    await act(() => binding().leave('email'));
    expect(hook.result.current.held().left).toEqual(['email', 'consents']);
    expect(onIntent).toHaveBeenCalledTimes(3);
  });

  it('holds a submit (busy) until the rules come, and forgets it when they cannot', () => {
    const { hook, binding, onIntent } = hold();
    act(() => binding().setValue('email', 'anna@example.com'));
    act(() => binding().submit());
    expect(binding().isSubmitting).toBe(true);
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(hook.result.current.held()).toEqual({
      values: { email: 'anna@example.com', consents: [] },
      left: [],
      submit: true,
      checked: {},
    });
    act(() => hook.result.current.dropSubmit());
    expect(binding().isSubmitting).toBe(false);
    expect(hook.result.current.held().submit).toBe(false);
  });

  it('reads the latest values at once, before React renders again (a key in the same task as the takeover)', () => {
    const { hook, binding } = hold();
    const { setValue } = binding();
    setValue('email', 'typed@');
    expect(hook.result.current.held().values.email).toBe('typed@');
  });

  it('sends what still reaches it after the rules took over to them: nothing a stale handler gets is lost', async () => {
    const { hook, binding, onIntent } = hold();
    // A handler of a render from before the takeover keeps this binding (a hydrated form's first commit).
    const stale = binding();
    const rules = { setValue: vi.fn(), leave: vi.fn(async () => {}), submit: vi.fn() };
    act(() => hook.result.current.handOver(rules as unknown as FormBinding));
    stale.setValue('email', 'late@example.com');
    await stale.leave('email');
    stale.submit();
    expect(rules.setValue).toHaveBeenCalledWith('email', 'late@example.com');
    expect(rules.leave).toHaveBeenCalledWith('email');
    expect(rules.submit).toHaveBeenCalledTimes(1);
    // Nothing is held any more, and the rules are not asked for again.
    expect(hook.result.current.held()).toEqual({
      values: { email: '', consents: [] },
      left: [],
      submit: false,
      checked: {},
    });
    expect(onIntent).not.toHaveBeenCalled();
  });
});
