import { describe, expect, it } from 'vitest';
import { signupFunnel } from './signup-funnel.ts';
import type { FormStep } from '../../src/platform/tracking.ts';

describe('signupFunnel: the form keeps the steps until its rules push them', () => {
  it('hands the rules every step taken before they arrived, in order, then each later one at once', () => {
    const funnel = signupFunnel();
    const pushed: FormStep[] = [];
    funnel.take('form_start');
    funnel.take('form_submit');
    expect(pushed).toEqual([]);
    funnel.drain((step) => pushed.push(step));
    expect(pushed).toEqual(['form_start', 'form_submit']);
    funnel.take('form_submit');
    expect(pushed).toEqual(['form_start', 'form_submit', 'form_submit']);
  });

  it('hands a step to the latest rules only, and nothing twice when they drain again', () => {
    const funnel = signupFunnel();
    const first: FormStep[] = [];
    const second: FormStep[] = [];
    funnel.take('form_start');
    funnel.drain((step) => first.push(step));
    funnel.drain((step) => second.push(step));
    funnel.take('form_submit');
    expect(first).toEqual(['form_start']);
    expect(second).toEqual(['form_submit']);
  });
});
