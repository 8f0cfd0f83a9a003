import { PLATFORM_COOKIE, readCookie } from './cookies.ts';
import type { DrawnPlatform } from './platform.ts';

/**
 * The device types the shop's app names in the platform cookie that count as handheld: MATCH and SMARTPHONE are
 * a phone, TABLET is mobile-like. The widgets treat the two kinds alike.
 */
const HANDHELD_DEVICE_TYPES: ReadonlySet<string> = new Set(['match', 'smartphone', 'tablet']);

/**
 * Whether the platform cookie (any case, trimmed) names a handheld device type, i.e. the page runs inside the
 * shop's app. The session renewal does not run then, and the country switcher is hidden.
 */
export function isHandheldByCookie(cookieString?: string): boolean {
  const deviceType = readCookie(PLATFORM_COOKIE, cookieString)?.trim().toLowerCase();
  return deviceType !== undefined && HANDHELD_DEVICE_TYPES.has(deviceType);
}

/**
 * The country switcher is hidden on smartphone and tablet platforms: the page's platform (its `data-platform`,
 * else the width) is not classic, or the platform cookie names a handheld device ({@link isHandheldByCookie}).
 * One rule for the footer's and a standalone switcher. Drawn for `any` width it is there, and CSS hides it under 1280 px.
 */
export function hidesCountrySwitcher(platform: DrawnPlatform, cookieString?: string): boolean {
  return platform === 'mobile' || platform === 'tablet' || isHandheldByCookie(cookieString);
}
