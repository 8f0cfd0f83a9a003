import { BREAKPOINTS, mediaQuery } from './breakpoints.ts';

/** The client platform the footer lays itself out for. */
export type Platform = 'mobile' | 'tablet' | 'classic';

/**
 * What a footer or a country switcher is drawn for: a platform, or `any` when a server rendered it without
 * knowing the platform. An `any` drawing is laid out by CSS for each width (columns from 1280 px, folds below)
 * and stays so in the browser until the page names a platform (docs/decisions/0059).
 */
export type DrawnPlatform = Platform | 'any';

/** The attribute on the root `<html>` element through which the host page names the platform. */
export const PLATFORM_ATTRIBUTE = 'data-platform';

const PLATFORMS: readonly Platform[] = ['mobile', 'tablet', 'classic'];

// The platform rule "under 768 mobile, under 1280 tablet" gives the upper ends of the m and xxl breakpoints,
// so the platform and the CSS of (--to-m) / (--to-xxl) can never disagree.
const MOBILE_QUERY = mediaQuery('to', 'm');
const TABLET_QUERY = mediaQuery('to', 'xxl');

/** The platform named by `value`, case-insensitive and trimmed; anything else is `undefined`. */
export function parsePlatform(value: string | null | undefined): Platform | undefined {
  const normalized = value?.trim().toLowerCase();
  return PLATFORMS.find((platform) => platform === normalized);
}

/** The drawn platform named by `value` (see {@link parsePlatform}), `any` included. */
export function parseDrawnPlatform(value: string | null | undefined): DrawnPlatform | undefined {
  return value?.trim().toLowerCase() === 'any' ? 'any' : parsePlatform(value);
}

/** The platform the page names on its root element (`<html data-platform>`), if it names one. */
export function namedPlatform(root: Element = document.documentElement): Platform | undefined {
  return parsePlatform(root.getAttribute(PLATFORM_ATTRIBUTE));
}

/** The platform for a viewport `width` in CSS px: under 768 mobile, under 1280 tablet, otherwise classic. */
function platformForWidth(width: number): Platform {
  if (width <= BREAKPOINTS.m) return 'mobile';
  if (width <= BREAKPOINTS.xxl) return 'tablet';
  return 'classic';
}

/**
 * The viewport's width, or 20000, the footer's width before it has been measured, while there is none
 * to measure: no window (a server or Node script rendering), or a viewport of no width yet (a hidden frame). The
 * footer then lays itself out for the widest client rather than collapsing early.
 */
function measuredWidth(): number {
  if (typeof window === 'undefined' || !(window.innerWidth > 0)) return 20000;
  return window.innerWidth;
}

/**
 * The platform: the root element's {@link PLATFORM_ATTRIBUTE} when it holds `mobile`, `tablet` or `classic`
 * (any case), otherwise the one for the viewport `width` (see {@link platformForWidth} and {@link measuredWidth}).
 */
export function detectPlatform(
  root: Element = document.documentElement,
  width: number = measuredWidth(),
): Platform {
  return namedPlatform(root) ?? platformForWidth(width);
}

/**
 * Calls `callback` with the new platform whenever a resize changes it; never for a resize within the same
 * platform, and not at the start (call {@link detectPlatform} for that). While the root element names the
 * platform, resizes do not change it. Uses `window.matchMedia` on the two thresholds, or resize events where
 * matchMedia is missing. Returns the function that stops watching.
 * @internal Test seam: which platform a resize gives; watchPagePlatform does not say.
 */
export function watchPlatform(callback: (platform: Platform) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let current = detectPlatform();
  const update = (next: Platform): void => {
    if (next === current) return;
    current = next;
    callback(next);
  };

  if (typeof window.matchMedia !== 'function') {
    const onResize = (): void => update(detectPlatform());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }

  const mobile = window.matchMedia(MOBILE_QUERY);
  const tablet = window.matchMedia(TABLET_QUERY);
  const onChange = (): void => {
    const byWidth: Platform = mobile.matches ? 'mobile' : tablet.matches ? 'tablet' : 'classic';
    update(parsePlatform(document.documentElement.getAttribute(PLATFORM_ATTRIBUTE)) ?? byWidth);
  };
  const unsubscribes = [mobile, tablet].map((list) => listen(list, onChange));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/**
 * Calls `callback` whenever the page's platform may have changed: a resize across a threshold, or a script
 * setting `<html data-platform>` (the view changer, the host). Returns the function that stops watching.
 */
export function watchPagePlatform(callback: () => void): () => void {
  const stopWatching = watchPlatform(callback);
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PLATFORM_ATTRIBUTE] });
  return () => {
    stopWatching();
    observer.disconnect();
  };
}

/** `change` listener on a MediaQueryList; Safari before 14 only has the older `addListener`. */
function listen(list: MediaQueryList, listener: () => void): () => void {
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }
  list.addListener(listener);
  return () => list.removeListener(listener);
}
