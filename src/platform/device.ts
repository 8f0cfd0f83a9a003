import { PLATFORM_COOKIE, readCookie } from './cookies.ts';
import type { DrawnPlatform } from './platform.ts';

/**
 * Whether the platform cookie says smartphone or tablet (any case, trimmed), i.e. the page runs inside the shop's
 * app: device types SMARTPHONE and TABLET, mobile-like in SPEC §4's second check. The session renewal must not run
 * then (SPEC §4 Session renewal).
 */
export function isHandheldByCookie(cookieString?: string): boolean {
  const platform = readCookie(PLATFORM_COOKIE, cookieString)?.trim().toLowerCase();
  return platform === 'smartphone' || platform === 'tablet';
}

/**
 * SPEC §2: the country switcher is hidden on smartphone and tablet platforms: the page's platform (its
 * `data-platform`, else the width) is not classic, or the platform cookie names a phone or a tablet (device types
 * SMARTPHONE and TABLET, mobile-like in SPEC §4's second check). One rule for the footer's and a standalone switcher.
 * Drawn for `any` width it is there, and CSS hides it under 1280 px.
 */
export function hidesCountrySwitcher(platform: DrawnPlatform, cookieString?: string): boolean {
  return platform === 'mobile' || platform === 'tablet' || isHandheldByCookie(cookieString);
}
