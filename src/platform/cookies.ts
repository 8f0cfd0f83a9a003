/**
 * Reading the cookies of SPEC §9. The widgets only ever read cookies: the shop (and its login and preview
 * services) set them. Every reader takes the cookie string as an optional last argument so it can be tested,
 * and defaults to `document.cookie`.
 */

/** Set for authenticated staff; together with {@link COBRA_AUTH_TOKEN} it gates the preview panel (SPEC §5, §6). */
const STAFF_AUTH_TOKEN = 'StaffAuthToken';

/** The second staff token; either staff cookie is enough for the preview panel (SPEC §5, §6). */
const COBRA_AUTH_TOKEN = 'CobraAuthToken';

/** The customer's login token, a JWT; sent as `X-LoginToken` and checked by the session renewal (SPEC §4, §7). */
export const LOGIN_TOKEN = 'LoginToken';

/** The long-term token the session renewal requests when it is missing or due (SPEC §4). */
export const LONGTERM_TOKEN = 'LongtermToken';

/**
 * The cookie the shop's apps set to say which device they run on; its values are `smartphone` and `tablet`
 * (SPEC §9). SPEC only says "a platform cookie", so the name is our choice: `platform`, the word SPEC uses for
 * it. It is the one place to change should the shop's apps name it differently.
 */
export const PLATFORM_COOKIE = 'platform';

/** An affiliate partner's number; when a cookie contains it, the footer is reduced (SPEC §2 Footer). */
const AFFILIATE_NUMBER = 'affiliateNumber';

/**
 * The marker the shop's new app leaves in a cookie; when a cookie contains it, the footer is reduced (SPEC §2
 * Footer). SPEC names no value ("the new-app marker"), so the fragment is our choice: `newApp`. Like
 * {@link AFFILIATE_NUMBER} it is matched as a fragment of any cookie's name or value, not as a name.
 */
const NEW_APP_MARKER = 'newApp';

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
 * stored and decoded). This is the legacy "a cookie containing affiliateNumber" test of SPEC §2; an empty
 * fragment matches nothing.
 */
function hasCookieContaining(fragment: string, cookieString: string = currentCookies()): boolean {
  if (fragment === '') return false;
  return parseCookies(cookieString).some(
    (cookie) =>
      cookie.name.includes(fragment) || cookie.raw.includes(fragment) || cookie.value.includes(fragment),
  );
}

/**
 * Whether a staff cookie ({@link STAFF_AUTH_TOKEN} or {@link COBRA_AUTH_TOKEN}) is present. This is only the
 * first gate of the preview panel: the check-auth call must still answer SUCCESS (SPEC §5).
 */
export function isStaff(cookieString: string = currentCookies()): boolean {
  return hasCookie(STAFF_AUTH_TOKEN, cookieString) || hasCookie(COBRA_AUTH_TOKEN, cookieString);
}

/**
 * Whether the cookies ask for the reduced footer: a cookie containing {@link AFFILIATE_NUMBER} or
 * {@link NEW_APP_MARKER} (SPEC §2 Footer). The footer's own `reduced` flag is the other way in.
 */
export function isReducedFooterByCookie(cookieString: string = currentCookies()): boolean {
  return (
    hasCookieContaining(AFFILIATE_NUMBER, cookieString) || hasCookieContaining(NEW_APP_MARKER, cookieString)
  );
}
