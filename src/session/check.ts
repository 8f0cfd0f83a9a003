import { parseTokenClaims } from './token.ts';
import type { SessionTokenClaims } from './token.ts';

/**
 * The result codes of one session check. Pure functions only: the timers live in session.ts, the calls in
 * renewal.ts.
 */

/**
 * 201: the server issued a fresh login token. The timer keeps running.
 * @internal Test seam: the tests name the result codes.
 */
export const RENEWED = 0;
/**
 * 200: the server saw nothing to renew. Stops the timer.
 * @internal Test seam: the tests name the result codes.
 */
export const OK = 1;
/**
 * 500 or any other 5xx: the server failed; the next check tries again. The timer keeps running.
 * @internal Test seam: the tests name the result codes.
 */
export const SERVER_ERROR = 2;
/**
 * Any other status, or no answer at all (network failure, time-out). Stops the timer.
 * @internal Test seam: the tests name the result codes.
 */
export const UNKNOWN = 3;
/**
 * The token is not yet due for renewal; no call was made. The timer keeps running.
 * @internal Test seam: the tests name the result codes.
 */
export const NOT_DUE = 4;
/**
 * The token has expired, has no expiry, or there is no readable token; no call was made. Stops the timer.
 * @internal Test seam: the tests name the result codes.
 */
export const EXPIRED = 5;

export type RenewalCode =
  typeof RENEWED | typeof OK | typeof SERVER_ERROR | typeof UNKNOWN | typeof NOT_DUE | typeof EXPIRED;

/** What the token's own claims say: expired, not yet due, or time to post a renewal. */
export type TokenCheck = typeof NOT_DUE | typeof EXPIRED | 'renew';

/**
 * Decides from the login token's claims, at `nowSeconds` (seconds since the epoch), whether to renew:
 * no claims or no `exp`, or `nowSeconds >= exp`: {@link EXPIRED}; `ren <= nowSeconds < exp`: `'renew'`;
 * otherwise (before `ren`, or no `ren` at all) {@link NOT_DUE}.
 */
export function checkToken(claims: SessionTokenClaims | undefined, nowSeconds: number): TokenCheck {
  if (claims?.exp === undefined || nowSeconds >= claims.exp) return EXPIRED;
  if (claims.ren !== undefined && nowSeconds >= claims.ren) return 'renew';
  return NOT_DUE;
}

/**
 * The code of a renewal call's outcome: 201 {@link RENEWED}, 200 {@link OK}, 500 to 599 {@link SERVER_ERROR},
 * anything else (another 2xx, 3xx, 4xx) or `'network'` (no answer) {@link UNKNOWN}.
 */
export function resultCode(status: number | 'network'): RenewalCode {
  if (status === 201) return RENEWED;
  if (status === 200) return OK;
  if (typeof status === 'number' && status >= 500 && status <= 599) return SERVER_ERROR;
  return UNKNOWN;
}

/** Whether a code ends the renewal timer: {@link OK}, {@link UNKNOWN} and {@link EXPIRED} do. */
export function stopsTimer(code: RenewalCode): boolean {
  return code === OK || code === UNKNOWN || code === EXPIRED;
}

/**
 * Whether the module asks for a long-term token on start: when the login token is present but has
 * no `lid` claim (or cannot be read), or when the long-term token is missing, unreadable, expired (no `exp`, or
 * `nowSeconds >= exp`) or due (`nowSeconds >= ren`). Pass the cookie values, `undefined` for a missing cookie.
 */
export function wantsLongtermToken(
  loginToken: string | undefined,
  longtermToken: string | undefined,
  nowSeconds: number,
): boolean {
  // A long-term token belongs to a logged-in customer: without a login token there is nothing to ask for,
  // and an anonymous visitor would otherwise make a wasted call on every page (docs/decisions/0039).
  if (loginToken === undefined) return false;
  if (parseTokenClaims(loginToken)?.lid === undefined) return true;
  if (longtermToken === undefined) return true;
  return checkToken(parseTokenClaims(longtermToken), nowSeconds) !== NOT_DUE;
}
