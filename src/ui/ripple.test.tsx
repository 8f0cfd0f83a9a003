import { act, fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ripple, RIPPLE_FADE_MS, RIPPLE_MIN_DURATION_MS } from './ripple.tsx';

// Vitest does not load CSS; the stylesheet's text is read to pin its reduced-motion rule.
const css = readFileSync(join(import.meta.dirname, 'ripple.css'), 'utf8');

function stubReducedMotion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query === '(prefers-reduced-motion: reduce)',
        media: query,
      }) as MediaQueryList,
  );
}

function renderHost(props: { disabled?: boolean; 'aria-disabled'?: boolean } = {}) {
  const view = render(
    <button type="button" className="sw-ripple-host" {...props}>
      Press
      <Ripple />
    </button>,
  );
  const host = view.getByRole('button');
  vi.spyOn(host, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 50, width: 80, height: 40 }),
  );
  return {
    ...view,
    host,
    waves: () => [...view.container.querySelectorAll<HTMLElement>('.sw-ripple__wave')],
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Ripple', () => {
  it('keeps the minimum display time of 250 ms', () => {
    expect(RIPPLE_MIN_DURATION_MS).toBe(250);
  });

  it('is decorative: hidden from assistive technology and adds nothing to the accessible name', () => {
    const { host, container } = renderHost();
    expect(container.querySelector('.sw-ripple')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    expect(host).toHaveAccessibleName('Press');
  });

  it('starts a wave at the pointer position, sized to reach the farthest corner', () => {
    const { host, waves } = renderHost();
    expect(waves()).toHaveLength(0);

    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });

    expect(waves()).toHaveLength(1);
    const wave = waves()[0]!;
    expect(wave).toHaveAttribute('data-state', 'in');
    expect(wave.style.getPropertyValue('--_ripple-x')).toBe('10px');
    expect(wave.style.getPropertyValue('--_ripple-y')).toBe('10px');
    // Farthest corner from (10, 10) in an 80 × 40 box is (80, 40): radius hypot(70, 30).
    expect(wave.style.getPropertyValue('--_ripple-size')).toBe(`${2 * Math.hypot(70, 30)}px`);
  });

  it('keeps a wave of a fast click visible for 250 ms, then fades and removes it', () => {
    const { host, waves } = renderHost();
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    act(() => vi.advanceTimersByTime(20));
    fireEvent.pointerUp(host, { button: 0 });

    act(() => vi.advanceTimersByTime(RIPPLE_MIN_DURATION_MS - 21));
    expect(waves()[0]).toHaveAttribute('data-state', 'in');

    act(() => vi.advanceTimersByTime(1));
    expect(waves()[0]).toHaveAttribute('data-state', 'out');

    act(() => vi.advanceTimersByTime(RIPPLE_FADE_MS - 1));
    expect(waves()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(waves()).toHaveLength(0);
  });

  it('stays while the pointer is held beyond 250 ms and fades on release', () => {
    const { host, waves } = renderHost();
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    act(() => vi.advanceTimersByTime(1000));
    expect(waves()[0]).toHaveAttribute('data-state', 'in');

    fireEvent.pointerUp(host, { button: 0 });
    expect(waves()[0]).toHaveAttribute('data-state', 'out');
  });

  it('fades when the press is cancelled or the pointer leaves', () => {
    const { host, waves } = renderHost();
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    act(() => vi.advanceTimersByTime(RIPPLE_MIN_DURATION_MS));
    fireEvent.pointerCancel(host);
    expect(waves()[0]).toHaveAttribute('data-state', 'out');

    act(() => vi.advanceTimersByTime(RIPPLE_FADE_MS));
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    act(() => vi.advanceTimersByTime(RIPPLE_MIN_DURATION_MS));
    fireEvent.pointerLeave(host);
    expect(waves()[0]).toHaveAttribute('data-state', 'out');
  });

  it('shows no wave at all when the user prefers reduced motion at press time', () => {
    const { host, waves } = renderHost();
    stubReducedMotion(true);
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    expect(waves()).toHaveLength(0);
  });

  it('hides itself in CSS under prefers-reduced-motion, too', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.sw-ripple\s*\{\s*display: none;/);
  });

  it('ignores presses of other mouse buttons', () => {
    const { host, waves } = renderHost();
    fireEvent.pointerDown(host, { button: 2, clientX: 110, clientY: 60 });
    expect(waves()).toHaveLength(0);
  });

  it('shows no wave on a disabled or aria-disabled host', () => {
    const disabled = renderHost({ 'aria-disabled': true });
    fireEvent.pointerDown(disabled.host, { button: 0, clientX: 110, clientY: 60 });
    expect(disabled.waves()).toHaveLength(0);
    disabled.unmount();

    const native = renderHost({ disabled: true });
    fireEvent.pointerDown(native.host, { button: 0, clientX: 110, clientY: 60 });
    expect(native.waves()).toHaveLength(0);
  });

  it('stops its timers when unmounted', () => {
    const { host, unmount } = renderHost();
    fireEvent.pointerDown(host, { button: 0, clientX: 110, clientY: 60 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
