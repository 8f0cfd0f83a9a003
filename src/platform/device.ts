import { PLATFORM_COOKIE, readCookie } from './cookies.ts';
import type { DrawnPlatform } from './platform.ts';

/**
 * The device types the shop reports. `MATCH` is the legacy name of the phone type, still sent by older
 * parts of the shop; it means the same as `SMARTPHONE`.
 */
type DeviceType = 'MATCH' | 'SMARTPHONE' | 'TABLET' | 'DESKTOP';

const DEVICE_TYPES: readonly DeviceType[] = ['MATCH', 'SMARTPHONE', 'TABLET', 'DESKTOP'];

/** The device type named by `value` (case-insensitive, trimmed), or `undefined` for anything else. */
export function parseDeviceType(value: unknown): DeviceType | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toUpperCase();
  return DEVICE_TYPES.find((type) => type === normalized);
}

/** Whether the device is a phone: `MATCH` or `SMARTPHONE` (SPEC §4 Footer and country). */
export function isPhone(type: DeviceType | undefined): boolean {
  return type === 'MATCH' || type === 'SMARTPHONE';
}

/** Whether the device is a phone or a tablet: the "second check" of SPEC §4 that counts `TABLET` as mobile-like. */
export function isMobileLike(type: DeviceType | undefined): boolean {
  return isPhone(type) || type === 'TABLET';
}

/**
 * The device type the platform cookie names: `smartphone` gives `SMARTPHONE`, `tablet` gives `TABLET` (any
 * case); anything else, or no cookie, gives `undefined`.
 */
export function deviceTypeFromPlatformCookie(value: string | null | undefined): DeviceType | undefined {
  switch (value?.trim().toLowerCase()) {
    case 'smartphone':
      return 'SMARTPHONE';
    case 'tablet':
      return 'TABLET';
    default:
      return undefined;
  }
}

/**
 * Whether the platform cookie says smartphone or tablet, i.e. the page runs inside the shop's app. The session
 * renewal must not run then (SPEC §4 Session renewal).
 */
export function isHandheldByCookie(cookieString?: string): boolean {
  return isMobileLike(deviceTypeFromPlatformCookie(readCookie(PLATFORM_COOKIE, cookieString)));
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
