/**
 * Reading the shop's cookies. The widgets only ever read cookies: the shop (and its login and preview
 * services) set them. Every reader takes the cookie string as an optional last argument so it can be tested,
 * and defaults to `document.cookie`. The names of the cookies the services set live in src/contract/cookies.ts,
 * which the reference backend reads too.
 */
import { COBRA_AUTH_TOKEN_COOKIE, STAFF_AUTH_TOKEN_COOKIE } from '../contract/cookies.ts';

/**
 * The cookie the shop's apps set to say which device they run on; its values are `smartphone` and `tablet`.
 * The shop only speaks of "a platform cookie", so the name is our choice: `platform`, the word the shop
 * uses for it. It is the one place to change should the shop's apps name it differently.
 */
export const PLATFORM_COOKIE = 'platform';

interface Cookie {
  name: string;
  /** The value as found in the cookie string (trimmed, quotes kept). */
  raw: string;
  /** The value with surrounding double quotes removed and percent-encoding decoded when well-formed. */
  value: string;
}

/** `document.cookie`, or an empty string where there is no document (server-side rendering, workers). */
export function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Decodes percent-encoding; a malformed sequence (`%E0%A4%A`) keeps the raw value instead of throwing. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseCookies(cookieString: string): Cookie[] {
  const cookies: Cookie[] = [];
  for (const part of cookieString.split(';')) {
    if (part.trim() === '') continue;
    // A part without "=" is what browsers give for a cookie set as a bare value: its name is empty.
    const separator = part.indexOf('=');
    const name = separator === -1 ? '' : part.slice(0, separator).trim();
    const raw = (separator === -1 ? part : part.slice(separator + 1)).trim();
    // RFC 6265 allows a value in double quotes; the quotes are not part of it.
    const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    cookies.push({ name, raw, value: decode(unquoted) });
  }
  return cookies;
}

/**
 * The value of the cookie named exactly `name` (case-sensitive, `LoginTokenX` is not `LoginToken`), trimmed and
 * percent-decoded; a malformed percent-sequence gives the raw value. `undefined` when there is no such cookie.
 * With several cookies of that name (different paths) the first, the most specific path, wins.
 */
export function readCookie(name: string, cookieString: string = currentCookies()): string | undefined {
  if (name === '') return undefined;
  return parseCookies(cookieString).find((cookie) => cookie.name === name)?.value;
}

/** Whether a cookie named exactly `name` is present, whatever its value (an empty value counts). */
export function hasCookie(name: string, cookieString: string = currentCookies()): boolean {
  return readCookie(name, cookieString) !== undefined;
}

/**
 * Whether any cookie's name or value contains `fragment` (case-sensitive; the value is searched both as
 * stored and decoded). This is the legacy "a cookie containing affiliateNumber" test of the reduced footer
 * (`REDUCED_FOOTER_COOKIE_MARKERS`); an empty fragment matches nothing.
 */
function hasCookieContaining(fragment: string, cookieString: string = currentCookies()): boolean {
  if (fragment === '') return false;
  return parseCookies(cookieString).some(
    (cookie) =>
      cookie.name.includes(fragment) || cookie.raw.includes(fragment) || cookie.value.includes(fragment),
  );
}

/**
 * Whether a staff cookie is present: `StaffAuthToken`, set for authenticated staff, or the second staff token
 * `CobraAuthToken`; either is enough. This is only the first gate of the preview panel: the
 * check-auth call must still answer SUCCESS.
 */
export function isStaff(cookieString: string = currentCookies()): boolean {
  return hasCookie(STAFF_AUTH_TOKEN_COOKIE, cookieString) || hasCookie(COBRA_AUTH_TOKEN_COOKIE, cookieString);
}

/**
 * What in a cookie asks for the reduced footer: `affiliateNumber` (an affiliate partner's number) and `newApp`, the
 * marker the shop's new app leaves. The shop names no value for the marker ("the new-app marker"), so the fragment
 * is our choice. Each is matched as a fragment of any cookie's name or value, not as a name. The one list: the
 * footer's API text and the tests read it, and scripts/docs.test.ts holds the documents that name them to it.
 */
export const REDUCED_FOOTER_COOKIE_MARKERS = ['affiliateNumber', 'newApp'] as const;

/**
 * Whether the cookies ask for the reduced footer: a cookie containing one of `REDUCED_FOOTER_COOKIE_MARKERS`. The
 * footer's own `reduced` flag is the other way in.
 */
export function isReducedFooterByCookie(cookieString: string = currentCookies()): boolean {
  return REDUCED_FOOTER_COOKIE_MARKERS.some((marker) => hasCookieContaining(marker, cookieString));
}
