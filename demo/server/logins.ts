import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { findCustomer, issueLoginToken } from '../backend/customer.ts';
import { attemptLogin, type LoginAttempt } from '../backend/login-limit.ts';
import { loginTokenCookie } from '../backend/login.ts';
import { issueStaffToken, staffCookie, STAFF_USER } from '../backend/preview.ts';
import { revokeToken, verifyLiveToken } from '../backend/revocation.ts';
import { isCrossSite } from '../backend/same-origin.ts';
import { customerLoginPage, safeReturnPath, staffLoginPage } from '../pages/pages.ts';
import { redirect, refuse, send, TYPES } from './answers.ts';
import { cookieValue } from './cookies.ts';
import { publicOrigin, remoteAddress, type ProxyTrust } from './requests.ts';

/*
 * The demo's own login and logout forms (customer and staff): posted from this site only, under the brute-force
 * limit, answered with a signed token's cookie and a redirect back.
 */

/** The demo's own login and logout forms: another site must not log a visitor in or out (login CSRF). */
export const FORM_POSTS = new Set(['/staff/login', '/account/login', '/account/logout']);

/**
 * A browser names the page a form was posted from in `Origin` (and `Sec-Fetch-Site`); it must be this origin,
 * scheme, host and port (backend/same-origin.ts), behind a proxy as `trust` says (requests.ts). Without either header (a non-browser client) the post goes
 * through: the cookies' SameSite=Lax already keeps them off cross-site requests.
 */
export function fromThisSite(
  req: IncomingMessage,
  fallbackOrigin = 'http://127.0.0.1',
  trust?: ProxyTrust,
): boolean {
  const headers = new Headers();
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return !isCrossSite(headers, publicOrigin(req, fallbackOrigin, trust));
}

/**
 * A demo login form's attempt under the brute-force limit (backend/login-limit.ts): 429 with Retry-After when
 * over it, else `onResult` with the user (undefined for wrong credentials, which count as a failure).
 */
function limitedLogin<T>(
  req: IncomingMessage,
  res: ServerResponse,
  attempt: Omit<LoginAttempt, 'client'>,
  check: () => T | undefined,
  onResult: (user: T | undefined) => void,
): void {
  const outcome = attemptLogin({ ...attempt, client: remoteAddress(req) }, check);
  if ('retryAfterSeconds' in outcome) {
    return refuse(req, res, 429, 'Too many failed logins; try again later', {
      'Retry-After': String(outcome.retryAfterSeconds),
    });
  }
  onResult(outcome.user);
}

/**
 * The demo customer login. LoginToken is readable by script on purpose: the widgets send it as the
 * X-LoginToken header and read its claims for the renewal timer. It is SameSite=Lax and signed.
 */
export function customerLogin(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const email = form.get('email') ?? '';
  const back = safeReturnPath(form.get('return'));
  limitedLogin(
    req,
    res,
    { realm: 'customer', account: email },
    () => findCustomer(email, form.get('password') ?? ''),
    (customer) => {
      if (!customer)
        return send(res, 401, customerLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
      redirect(req, res, back, loginTokenCookie(issueLoginToken(customer)));
    },
  );
}

/** The demo staff login: a signed StaffAuthToken, readable by script (the widgets look for it). */
export function staffLogin(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const username = form.get('username') ?? '';
  const back = safeReturnPath(form.get('return'));
  limitedLogin(
    req,
    res,
    { realm: 'staff', account: username },
    () => username === STAFF_USER.username && form.get('password') === STAFF_USER.password,
    (staff) => {
      if (!staff)
        return send(res, 401, staffLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
      redirect(req, res, back, staffCookie(issueStaffToken()));
    },
  );
}

/** The demo customer logout: the login token ends (backend/revocation.ts), and its cookie is cleared. */
export function customerLogout(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const token = cookieValue(req, LOGIN_TOKEN_COOKIE);
  const claims = verifyLiveToken(token, 'login');
  if (claims) revokeToken(claims);
  redirect(req, res, safeReturnPath(form.get('return')), loginTokenCookie('', 0));
}
