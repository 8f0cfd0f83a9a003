import { http, HttpResponse } from 'msw';
import { route } from './routes.ts';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import type { DemoCustomer } from './customers-data.ts';
import { isJsonMime } from '../../src/http/client.ts';
import { findCustomer, issueLoginToken, LOGIN_TOKEN_TTL_S } from './customer.ts';
import { attemptLogin } from './login-limit.ts';
import { CLIENT_ADDRESS_HEADER } from './rate-limit.ts';
import { now } from './store.ts';
import { tokenId, verifyLiveToken } from './revocation.ts';
import { signToken, TOKEN_LIFETIME_S } from './tokens.ts';
import { requestCookies } from './request-cookies.ts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_PATH,
  LOGIN_RENEW_PATH,
  LONGTERM_TOKEN_PATH,
} from '../../src/contract/login.ts';
import { LOGIN_TOKEN_COOKIE, LONGTERM_TOKEN_COOKIE } from '../../src/contract/cookies.ts';

/**
 * The customer login service: login, login-token renewal and the long-term token.
 *
 * Tokens are JWT-shaped and HMAC-SHA256-signed by demo/backend/tokens.ts, each kind with its own key derived from
 * TOKEN_SECRET (or a random key per start when it is unset). Every call verifies the token it is given (kind,
 * signature and expiry, at the store clock `now()`, in seconds); nothing is taken from an unverified token, and
 * only a login token is taken where a login token is expected.
 *
 * - `POST /service/login/api/v1/login`: JSON `{ email, password }` of a demo customer; needs the CSRF header
 *   (403) and a JSON content type (415); 400 for a body that is not a JSON object; 401 `UNAUTHORIZED` for wrong
 *   credentials; 429 `TOO_MANY_REQUESTS` with Retry-After over the failed-login limit (login-limit.ts), whatever
 *   the password; 200 `SUCCESS` sets `LoginToken` and `LongtermToken`.
 * - `POST /service/login/api/v1/logintoken/renew`: needs the CSRF header (403); reads the `LoginToken` cookie;
 *   invalid or expired 401; before its `ren` time 200 (nothing to do); from then on 201 with a fresh
 *   `LoginToken` for the same customer.
 * - `GET /service/login/api/v1/longtermtoken`: with a valid `LoginToken` cookie 200 and a fresh `LongtermToken`;
 *   otherwise 204. The widgets ignore the answer.
 *
 * Both cookies are readable by script on purpose: the widgets send the login token as a header and read the
 * `exp`, `ren` and `lid` claims of both to decide when to call. An HttpOnly `LongtermToken` would be
 * invisible to them, so every page would ask for a new one. Both are signed and SameSite=Lax.
 */

const DAY_S = 24 * 60 * 60;
/**
 * How long a long-term token lives, and from when the widgets ask for a new one.
 * @internal Test seam: the tests read the cookie's Max-Age against it.
 */
export const LONGTERM_TOKEN_TTL_S = TOKEN_LIFETIME_S.longterm;
/** @internal Test seam: the tests check the token's ren claim against it. */
export const LONGTERM_TOKEN_RENEW_AFTER_S = 20 * DAY_S;

function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

/** The long-term login id of a customer: the same in the login token and the long-term token. */
function longtermId(customer: DemoCustomer): string {
  return `lt-${customer.id}`;
}

/** @internal Test seam: tests plant a long-term token without the login round trip. */
export function issueLongtermToken(customer: DemoCustomer): string {
  const issued = nowSeconds();
  return signToken(
    {
      sub: customer.id,
      exp: issued + LONGTERM_TOKEN_TTL_S,
      ren: issued + LONGTERM_TOKEN_RENEW_AFTER_S,
      lid: longtermId(customer),
      jti: tokenId(),
    },
    'longterm',
  );
}

/** The customer's login cookie, readable by script (the widgets send it and time the renewal by it); `maxAge` 0 clears it. */
export function loginTokenCookie(token: string, maxAge = LOGIN_TOKEN_TTL_S): string {
  return `${LOGIN_TOKEN_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}

function longtermTokenCookie(token: string): string {
  return `${LONGTERM_TOKEN_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${LONGTERM_TOKEN_TTL_S}`;
}

/** The token of the request's `LoginToken` cookie, verified now, and its customer; undefined otherwise. */
function loggedIn(request: Request) {
  const claims = verifyLiveToken(requestCookies(request, {})[LOGIN_TOKEN_COOKIE], 'login');
  const customer = claims && DEMO_CUSTOMERS.find((candidate) => candidate.id === claims.sub);
  return claims && customer ? { claims, customer } : undefined;
}

function hasCsrfHeader(request: Request): boolean {
  return request.headers.get(CSRF_HEADER) === CSRF_HEADER_VALUE;
}

function status(value: string, code: number, headers?: Headers) {
  return HttpResponse.json({ status: value }, { status: code, ...(headers ? { headers } : {}) });
}

export const loginHandlers = [
  http.post(route(LOGIN_PATH), async ({ request }) => {
    if (!hasCsrfHeader(request)) return status('FORBIDDEN', 403);
    if (!isJsonMime(request.headers.get('content-type'))) return status('UNSUPPORTED_MEDIA_TYPE', 415);
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return status('BAD_REQUEST', 400);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return status('BAD_REQUEST', 400);
    const { email, password } = body as Record<string, unknown>;
    const outcome = attemptLogin(
      {
        realm: 'customer',
        account: typeof email === 'string' ? email : '',
        client: request.headers.get(CLIENT_ADDRESS_HEADER),
      },
      () =>
        typeof email === 'string' && typeof password === 'string' ? findCustomer(email, password) : undefined,
    );
    if ('retryAfterSeconds' in outcome) {
      const wait = new Headers({ 'Retry-After': String(outcome.retryAfterSeconds) });
      return status('TOO_MANY_REQUESTS', 429, wait);
    }
    const customer = outcome.user;
    if (!customer) return status('UNAUTHORIZED', 401);
    const headers = new Headers();
    headers.append('Set-Cookie', loginTokenCookie(issueLoginToken(customer)));
    headers.append('Set-Cookie', longtermTokenCookie(issueLongtermToken(customer)));
    return status('SUCCESS', 200, headers);
  }),

  http.post(route(LOGIN_RENEW_PATH), ({ request }) => {
    if (!hasCsrfHeader(request)) return status('FORBIDDEN', 403);
    const session = loggedIn(request);
    if (!session) return status('UNAUTHORIZED', 401);
    // A token without `ren` may be renewed at any time before it expires.
    if (session.claims.ren !== undefined && nowSeconds() < session.claims.ren) return status('OK', 200);
    const headers = new Headers({ 'Set-Cookie': loginTokenCookie(issueLoginToken(session.customer)) });
    return status('RENEWED', 201, headers);
  }),

  http.get(route(LONGTERM_TOKEN_PATH), ({ request }) => {
    const session = loggedIn(request);
    if (!session) return new HttpResponse(null, { status: 204 });
    const headers = new Headers({ 'Set-Cookie': longtermTokenCookie(issueLongtermToken(session.customer)) });
    return status('SUCCESS', 200, headers);
  }),
];
