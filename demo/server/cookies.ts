import type { IncomingMessage } from 'node:http';
import { LOGIN_PATH } from '../../src/contract/login.ts';
import { PREVIEW_CHECK_AUTH_PATH } from '../../src/contract/preview.ts';
import {
  COBRA_AUTH_TOKEN_COOKIE,
  LOGIN_TOKEN_COOKIE,
  LONGTERM_TOKEN_COOKIE,
  STAFF_AUTH_TOKEN_COOKIE,
} from '../../src/contract/cookies.ts';
import { requestCookies } from '../backend/request-cookies.ts';

/*
 * The cookies of the demo server: the attributes every Set-Cookie gets, the ones script may read, reading one
 * from a request, and the caching of every answer that carries or depends on a credential.
 */

/**
 * The cookies the widgets' scripts read on purpose, and why; every other cookie is made HttpOnly.
 * Their theft by injected script is what the CSP (security-headers.ts) prevents; they are signed (tokens.ts) and expire.
 * @internal Test seam: the tests check every other cookie is HttpOnly.
 */
export const SCRIPT_READABLE_COOKIES: Record<string, string> = {
  [LOGIN_TOKEN_COOKIE]:
    'sent as the X-LoginToken header for the base data; its exp and ren claims drive the renewal timer',
  [LONGTERM_TOKEN_COOKIE]: 'the renewal module reads whether it is missing or due (docs/decisions/0039)',
  [STAFF_AUTH_TOKEN_COOKIE]: 'the preview panel loads only where it exists, before the check-auth call',
  [COBRA_AUTH_TOKEN_COOKIE]: 'as StaffAuthToken (set by the staff system, never by the demo)',
};

/**
 * Every Set-Cookie of the demo server passes here. SameSite=Lax unless the cookie names its own: the session
 * survives arriving from a mail or search link, while a form another site posts, or its scripts' requests, do not
 * carry it.
 * HttpOnly unless the widgets must read it (above). Secure when the visitor's connection is https: not over the
 * demo's plain http://127.0.0.1, where it would describe a transport that is not there (Safari and some HTTP
 * clients drop a Secure cookie over http even on loopback), and the demo listens on loopback only.
 */
export function hardenCookie(cookie: string, secure: boolean): string {
  const name = cookie.slice(0, cookie.indexOf('=')).trim();
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().split('=')[0]!.toLowerCase());
  const added: string[] = [];
  if (!attributes.includes('samesite')) added.push('SameSite=Lax');
  if (!Object.hasOwn(SCRIPT_READABLE_COOKIES, name) && !attributes.includes('httponly'))
    added.push('HttpOnly');
  if (secure && !attributes.includes('secure')) added.push('Secure');
  return [cookie, ...added].join('; ');
}

/** The services whose every answer depends on a credential: the customer login and the staff preview. */
const CREDENTIAL_SERVICES = [LOGIN_PATH, PREVIEW_CHECK_AUTH_PATH].map(
  (path) => `${path.split('/').slice(0, 3).join('/')}/`,
);

/**
 * The caching of every answer that carries or depends on a credential: any answer setting a cookie (a token, or its
 * removal), and every answer of the login and preview services (whether a token is valid, the staff member's
 * preview settings). Whatever a handler wrote, `no-store`: no browser or proxy cache keeps one, so no later visitor
 * of a shared machine or cache is served someone else's token or staff state.
 */
export function credentialCaching(pathname: string, setsCookie: boolean): Record<string, string> {
  const credential = setsCookie || CREDENTIAL_SERVICES.some((prefix) => pathname.startsWith(prefix));
  if (!credential) return {};
  return { 'cache-control': 'no-store' };
}

/** One cookie of the request, as the reference backend reads it (backend/request-cookies.ts). */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const headers = new Headers();
  if (typeof req.headers.cookie === 'string') headers.set('cookie', req.headers.cookie);
  return requestCookies(new Request('http://127.0.0.1/', { headers }), {})[name];
}
