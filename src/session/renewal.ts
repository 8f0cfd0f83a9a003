import { HttpClient } from '../http/client.ts';
import { Configuration } from '../http/configuration.ts';
import { ResponseError } from '../http/response-error.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../contract/login.ts';
import { LOGIN_TOKEN_COOKIE, LONGTERM_TOKEN_COOKIE } from '../contract/cookies.ts';
import { tokenCookie } from './token-cookie.ts';
import { checkToken, resultCode, stopsTimer, wantsLongtermToken, type RenewalCode } from './check.ts';
import { parseTokenClaims } from './token.ts';

/*
 * The session renewal's calls and token checks (its timers and phases are in `session.ts`): loaded with the first
 * round of a logged-in visitor, never for an anonymous one.
 */

const client = new HttpClient(new Configuration({ credentials: 'include' }));

/** Token times are compared in seconds. */
function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Posts the renewal and maps the outcome to a code; never rejects. */
async function renew(): Promise<RenewalCode> {
  try {
    const response = await client.postJson(LOGIN_RENEW_PATH, {}, { [CSRF_HEADER]: CSRF_HEADER_VALUE });
    return resultCode(response.status);
  } catch (error) {
    // No status means no answer: a FetchError (network failure, time-out) or anything unexpected.
    return resultCode(error instanceof ResponseError ? error.response.status : 'network');
  }
}

/** One logged-in round: the login token checked, renewed when due; its code, and whether it stops the timer. */
export async function checkRound(): Promise<{ code: RenewalCode; stops: boolean }> {
  const verdict = checkToken(parseTokenClaims(tokenCookie(LOGIN_TOKEN_COOKIE)), nowSeconds());
  const code = verdict === 'renew' ? await renew() : verdict;
  return { code, stops: stopsTimer(code) };
}

/** Asks for a long-term token when it is missing or due, or the login token lacks `lid`; the answer sets a cookie. */
export function requestLongtermToken(): void {
  if (!wantsLongtermToken(tokenCookie(LOGIN_TOKEN_COOKIE), tokenCookie(LONGTERM_TOKEN_COOKIE), nowSeconds()))
    return;
  client.request({ path: LONGTERM_TOKEN_PATH }).then(
    () => {},
    () => {},
  );
}
