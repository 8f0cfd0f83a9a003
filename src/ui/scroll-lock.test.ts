import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { lockPageScroll, measurePageScroll, pageScrollLockCount, scrollbarWidth } from './scroll-lock.ts';
import type * as ScrollLock from './scroll-lock.ts';

const html = document.documentElement;
const body = document.body;

/** Pretends the page has a vertical scrollbar of `width` pixels (happy-dom has no layout). */
function pretendScrollbar(width: number) {
  Object.defineProperty(html, 'clientWidth', { configurable: true, value: window.innerWidth - width });
}

beforeEach(() => {
  pretendScrollbar(15);
});

afterEach(() => {
  Reflect.deleteProperty(html, 'clientWidth');
  html.removeAttribute('style');
  body.removeAttribute('style');
  resetPageRegistryForTests();
});

describe('scrollbarWidth', () => {
  it('is the window width minus the width of the root element', () => {
    expect(scrollbarWidth()).toBe(15);
  });

  it('is 0 when the page has no scrollbar', () => {
    pretendScrollbar(0);
    expect(scrollbarWidth()).toBe(0);
  });
});

describe('measurePageScroll', () => {
  it('measures the scrollbar and the padding the body has from its stylesheets', () => {
    body.style.setProperty('padding-right', '4px');
    expect(measurePageScroll()).toEqual({ gap: 15, bodyPadding: 4 });
  });

  it('gives the page as it was unlocked while a lock is held (the scrollbar is hidden then)', () => {
    const release = lockPageScroll();
    pretendScrollbar(0);
    expect(measurePageScroll()).toEqual({ gap: 15, bodyPadding: 0 });
    release();
    expect(measurePageScroll()).toEqual({ gap: 0, bodyPadding: 0 });
  });

  it('is what a lock uses when given: measured before a modal went in, not after', () => {
    const before = measurePageScroll();
    pretendScrollbar(0);
    const release = lockPageScroll(document, before);
    expect(body.style.getPropertyValue('padding-right')).toBe('15px');
    release();
  });
});

describe('lockPageScroll', () => {
  it('hides the overflow of the html element while locked', () => {
    const release = lockPageScroll();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(html.style.getPropertyPriority('overflow')).toBe('important');
    release();
    expect(html.style.getPropertyValue('overflow')).toBe('');
  });

  it('pads the body on the right by the width of the scrollbar it hides', () => {
    const release = lockPageScroll();
    expect(body.style.getPropertyValue('padding-right')).toBe('15px');
    release();
    expect(body.style.getPropertyValue('padding-right')).toBe('');
  });

  it('adds the scrollbar width to the padding the body already has', () => {
    body.style.setProperty('padding-right', '10px');
    const release = lockPageScroll();
    expect(body.style.getPropertyValue('padding-right')).toBe('25px');
    release();
    expect(body.style.getPropertyValue('padding-right')).toBe('10px');
  });

  it('does not pad the body when the page has no scrollbar', () => {
    pretendScrollbar(0);
    const release = lockPageScroll();
    expect(body.style.getPropertyValue('padding-right')).toBe('');
    expect(body.hasAttribute('style')).toBe(false);
    release();
  });

  it('leaves no style attribute behind on elements that had none', () => {
    const release = lockPageScroll();
    release();
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('restores the inline styles of the page exactly, priorities included', () => {
    html.setAttribute('style', 'color: red; overflow: scroll !important;');
    body.setAttribute('style', 'padding-right: 4px; margin: 0px;');
    const before = { html: html.style.cssText, body: body.style.cssText };
    const release = lockPageScroll();
    release();
    expect(html.style.cssText).toBe(before.html);
    expect(body.style.cssText).toBe(before.body);
    expect(html.style.getPropertyPriority('overflow')).toBe('important');
  });

  it('keeps the page locked until the last of two overlapping locks is released', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    expect(pageScrollLockCount()).toBe(2);
    first();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    expect(body.style.getPropertyValue('padding-right')).toBe('15px');
    second();
    expect(pageScrollLockCount()).toBe(0);
    expect(html.hasAttribute('style')).toBe(false);
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('does not add the padding twice when a second lock measures the page already locked', () => {
    const first = lockPageScroll();
    // Locked, the page has no scrollbar any more; a second lock must not measure again.
    pretendScrollbar(0);
    const second = lockPageScroll();
    expect(body.style.getPropertyValue('padding-right')).toBe('15px');
    second();
    first();
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('restores the same values after two locks in sequence', () => {
    body.style.setProperty('padding-right', '2px');
    lockPageScroll()();
    lockPageScroll()();
    expect(body.style.getPropertyValue('padding-right')).toBe('2px');
    expect(html.hasAttribute('style')).toBe(false);
  });

  it('counts a release called twice only once', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(pageScrollLockCount()).toBe(1);
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    second();
    expect(html.style.getPropertyValue('overflow')).toBe('');
  });

  it('shares one counter between two copies of the bundle through the page registry', async () => {
    const first = lockPageScroll();
    // A second copy of the bundle is a second module instance over the same page registry.
    const copy = (await import('./scroll-lock.ts?copy' as string)) as typeof ScrollLock;
    expect(copy.lockPageScroll).not.toBe(lockPageScroll);
    const second = copy.lockPageScroll();
    expect(copy.pageScrollLockCount()).toBe(2);
    first();
    expect(html.style.getPropertyValue('overflow')).toBe('hidden');
    second();
    expect(html.hasAttribute('style')).toBe(false);
  });
});
