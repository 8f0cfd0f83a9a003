import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NEAR_VIEWPORT, whenNeeded } from './when-needed.ts';

/** A stand-in IntersectionObserver the test drives: `enter(element)` reports it near the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static enter(element: Element) {
    for (const observer of FakeObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const record = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([record], observer as unknown as IntersectionObserver);
    }
  }
}

let idle: { callback: () => void; timeout: number | undefined; cancelled: boolean }[];

// The module keeps one observer per margin for the page: it is created in the first test and kept.
beforeEach(() => {
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => {
    idle.push({ callback, timeout: options?.timeout, cancelled: false });
    return idle.length;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1]!.cancelled = true;
  });
});

afterEach(() => vi.useRealTimers());

const runIdle = () => idle.filter((entry) => !entry.cancelled).forEach((entry) => entry.callback());

describe('whenNeeded', () => {
  it('starts when the element comes near the viewport, once, and stops waiting for idle', () => {
    const element = document.createElement('div');
    const start = vi.fn();
    whenNeeded(element, start);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.enter(element);
    FakeObserver.enter(element);
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(idle[0]?.cancelled).toBe(true);
  });

  it('starts on idle when the element stays far from the viewport, and stops observing it', () => {
    const element = document.createElement('div');
    const start = vi.fn();
    whenNeeded(element, start);
    runIdle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances[0]?.observed.has(element)).toBe(false);
    FakeObserver.enter(element);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('looks one viewport ahead and waits for idle at most the idle timeout', () => {
    whenNeeded(document.createElement('div'), () => {});
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe(NEAR_VIEWPORT);
    expect(idle[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
  });

  it('shares one observer between elements and starts each on its own', () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    const [startFirst, startSecond] = [vi.fn(), vi.fn()];
    whenNeeded(first, startFirst);
    whenNeeded(second, startSecond);
    expect(FakeObserver.instances).toHaveLength(1);
    FakeObserver.enter(second);
    expect(startFirst).not.toHaveBeenCalled();
    expect(startSecond).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (an element removed before it was needed)', () => {
    const element = document.createElement('div');
    const start = vi.fn();
    const cancel = whenNeeded(element, start);
    cancel();
    FakeObserver.enter(element);
    runIdle();
    expect(start).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari before 18)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    whenNeeded(document.createElement('div'), start);
    vi.advanceTimersByTime(49);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
