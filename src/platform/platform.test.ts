import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLATFORM_ATTRIBUTE, detectPlatform, parsePlatform, watchPlatform } from './platform.ts';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number }): void };
}

/** Resizes the happy-dom window; it dispatches `resize` and its MediaQueryLists follow. */
function resizeTo(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}

const originalMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');

beforeEach(() => {
  document.documentElement.removeAttribute(PLATFORM_ATTRIBUTE);
  resizeTo(1024);
});

afterEach(() => {
  document.documentElement.removeAttribute(PLATFORM_ATTRIBUTE);
  if (originalMatchMedia) Object.defineProperty(window, 'matchMedia', originalMatchMedia);
  else Reflect.deleteProperty(window, 'matchMedia');
  resizeTo(1024);
});

describe('the constants', () => {
  it('name the root attribute data-platform', () => {
    expect(PLATFORM_ATTRIBUTE).toBe('data-platform');
  });

  it('lay the footer out for the widest client while the viewport has no width to measure', () => {
    vi.stubGlobal('innerWidth', 0);
    expect(detectPlatform(document.createElement('html'))).toBe('classic');
    vi.stubGlobal('innerWidth', 500);
    expect(detectPlatform(document.createElement('html'))).toBe('mobile');
  });
});

/** The platform for a viewport width alone: the root element names none. */
const platformForWidth = (width: number) => detectPlatform(document.createElement('html'), width);

describe('the platform for a width', () => {
  it('is mobile under 768 px', () => {
    expect(platformForWidth(0)).toBe('mobile');
    expect(platformForWidth(767)).toBe('mobile');
  });

  it('is tablet from 768 px to under 1280 px', () => {
    expect(platformForWidth(768)).toBe('tablet');
    expect(platformForWidth(1279)).toBe('tablet');
  });

  it('is classic from 1280 px', () => {
    expect(platformForWidth(1280)).toBe('classic');
    expect(platformForWidth(20000)).toBe('classic');
  });

  it('places fractional widths by the same thresholds', () => {
    expect(platformForWidth(767.5)).toBe('tablet');
    expect(platformForWidth(1279.5)).toBe('classic');
  });
});

describe('parsePlatform', () => {
  it('accepts the three platforms in any case and with surrounding whitespace', () => {
    expect(parsePlatform('mobile')).toBe('mobile');
    expect(parsePlatform('TABLET')).toBe('tablet');
    expect(parsePlatform(' Classic ')).toBe('classic');
  });

  it('ignores anything else', () => {
    expect(parsePlatform('desktop')).toBeUndefined();
    expect(parsePlatform('')).toBeUndefined();
    expect(parsePlatform(null)).toBeUndefined();
    expect(parsePlatform(undefined)).toBeUndefined();
  });
});

describe('detectPlatform', () => {
  it('uses the data-platform attribute of the root element over the width', () => {
    const root = document.createElement('html');
    root.setAttribute('data-platform', 'mobile');
    expect(detectPlatform(root, 1920)).toBe('mobile');
    root.setAttribute('data-platform', 'classic');
    expect(detectPlatform(root, 320)).toBe('classic');
  });

  it('reads the attribute case-insensitively', () => {
    const root = document.createElement('html');
    root.setAttribute('data-platform', 'Tablet');
    expect(detectPlatform(root, 320)).toBe('tablet');
  });

  it('ignores an unknown attribute value and falls back to the width', () => {
    const root = document.createElement('html');
    root.setAttribute('data-platform', 'smartphone');
    expect(detectPlatform(root, 767)).toBe('mobile');
    expect(detectPlatform(root, 768)).toBe('tablet');
    expect(detectPlatform(root, 1280)).toBe('classic');
  });

  it('falls back to the width when there is no attribute, at each threshold', () => {
    const root = document.createElement('html');
    expect(detectPlatform(root, 767)).toBe('mobile');
    expect(detectPlatform(root, 768)).toBe('tablet');
    expect(detectPlatform(root, 1279)).toBe('tablet');
    expect(detectPlatform(root, 1280)).toBe('classic');
  });

  it('reads the document root and the window width by default', () => {
    resizeTo(500);
    expect(detectPlatform()).toBe('mobile');
    document.documentElement.setAttribute('data-platform', 'classic');
    expect(detectPlatform()).toBe('classic');
  });
});

/**
 * A stand-in for the browser's matchMedia over a viewport width we control. Like a browser, `matches` is live
 * and `change` fires on a list only when its result flips. (happy-dom's own lists start from `matches = false`,
 * so they miss the first flip from true to false, e.g. tablet to classic.)
 */
function installFakeMatchMedia(initialWidth: number, { legacyOnly = false } = {}) {
  let width = initialWidth;
  const lists: { query: string; reported: boolean; listeners: Set<() => void> }[] = [];
  const evaluate = (query: string): boolean => {
    const max = /^\(max-width: (\d+)px\)$/.exec(query);
    if (!max?.[1]) throw new Error(`unexpected query ${query}`);
    return width <= Number(max[1]);
  };
  const matchMedia = (query: string): MediaQueryList => {
    const entry = { query, reported: evaluate(query), listeners: new Set<() => void>() };
    lists.push(entry);
    const add = (listener: () => void): void => void entry.listeners.add(listener);
    const remove = (listener: () => void): void => void entry.listeners.delete(listener);
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addListener: add,
      removeListener: remove,
      ...(legacyOnly
        ? {}
        : {
            addEventListener: (_type: string, listener: () => void) => add(listener),
            removeEventListener: (_type: string, listener: () => void) => remove(listener),
          }),
    };
    return list as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  resizeTo(initialWidth);
  return {
    queries: () => lists.map((list) => list.query),
    listenerCount: () => lists.reduce((count, list) => count + list.listeners.size, 0),
    setWidth(next: number): void {
      width = next;
      resizeTo(next);
      for (const list of lists) {
        const matches = evaluate(list.query);
        if (matches === list.reported) continue;
        list.reported = matches;
        list.listeners.forEach((listener) => listener());
      }
    },
  };
}

describe('watchPlatform with matchMedia', () => {
  it('listens to the two threshold queries of the m and xxl breakpoints', () => {
    const media = installFakeMatchMedia(1024);
    const stop = watchPlatform(() => {});
    expect(media.queries()).toEqual(['(max-width: 767px)', '(max-width: 1279px)']);
    expect(media.listenerCount()).toBe(2);
    stop();
  });

  it('calls back once with the new platform each time a resize crosses a threshold', () => {
    const media = installFakeMatchMedia(1024);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    media.setWidth(1280);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenLastCalledWith('classic');
    media.setWidth(1279);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith('tablet');
    media.setWidth(767);
    expect(callback).toHaveBeenCalledTimes(3);
    expect(callback).toHaveBeenLastCalledWith('mobile');
    media.setWidth(768);
    expect(callback).toHaveBeenCalledTimes(4);
    expect(callback).toHaveBeenLastCalledWith('tablet');
    stop();
  });

  it('calls back once when a single resize crosses both thresholds', () => {
    const media = installFakeMatchMedia(320);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    media.setWidth(1920);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenLastCalledWith('classic');
    stop();
  });

  it('does not call back when the width changes within the same platform', () => {
    const media = installFakeMatchMedia(1024);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    media.setWidth(768);
    media.setWidth(1279);
    media.setWidth(900);
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('does not call back at the start', () => {
    installFakeMatchMedia(320);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('does not call back while the root attribute fixes the platform', () => {
    document.documentElement.setAttribute('data-platform', 'classic');
    const media = installFakeMatchMedia(1920);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    media.setWidth(320);
    media.setWidth(1024);
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening once unsubscribed', () => {
    const media = installFakeMatchMedia(1024);
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    stop();
    expect(media.listenerCount()).toBe(0);
    media.setWidth(320);
    expect(callback).not.toHaveBeenCalled();
  });

  it('uses addListener where a MediaQueryList has no addEventListener (Safari before 14)', () => {
    const media = installFakeMatchMedia(1024, { legacyOnly: true });
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    media.setWidth(320);
    expect(callback).toHaveBeenCalledWith('mobile');
    stop();
    expect(media.listenerCount()).toBe(0);
  });
});

describe('watchPlatform without matchMedia', () => {
  function removeMatchMedia(): void {
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
  }

  it('calls back on a resize that crosses a threshold', () => {
    removeMatchMedia();
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    resizeTo(767);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenLastCalledWith('mobile');
    resizeTo(1280);
    expect(callback).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenLastCalledWith('classic');
    stop();
  });

  it('does not call back on a resize within the same platform', () => {
    removeMatchMedia();
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    resizeTo(768);
    resizeTo(1279);
    expect(callback).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening to resize events once unsubscribed', () => {
    removeMatchMedia();
    const callback = vi.fn();
    const stop = watchPlatform(callback);
    stop();
    resizeTo(320);
    expect(callback).not.toHaveBeenCalled();
  });
});
