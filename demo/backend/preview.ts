import { http, HttpResponse } from 'msw';
import { route } from './routes.ts';
import { isJsonMime } from '../../src/http/client.ts';
import { testsAt } from '../content/ab-tests.ts';
import { requestCookies } from './request-cookies.ts';
import { isCrossSiteRequest } from './same-origin.ts';
import { now, store } from './store.ts';
import { revokeToken, tokenId, verifyLiveToken } from './revocation.ts';
import { signToken, TOKEN_LIFETIME_S, type TokenClaims } from './tokens.ts';
import { AB_TESTS_AT_PATH } from '../../src/contract/ab-test.ts';
import {
  PREVIEW_CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_PATH,
} from '../../src/contract/preview.ts';
import { COBRA_AUTH_TOKEN_COOKIE, STAFF_AUTH_TOKEN_COOKIE } from '../../src/contract/cookies.ts';

/**
 * The staff preview services: check-auth, logout, login renew, the preview token and the A/B tests
 * by date. Staff are recognised by a signed StaffAuthToken (or CobraAuthToken) cookie, verified on every call.
 * The token call is a POST: it changes the staff member's preview state (docs/decisions/0036).
 *
 * The calls that change state (logout, renew, token) refuse a request the browser marks as cross-site (403,
 * nothing changed; same-origin.ts): SameSite=Lax keeps the cookie off another site's POST, but not off a link
 * to a GET, and logout is a GET in the preview service's interface. The token call also needs a JSON body, so
 * another site's form cannot send one at all.
 */
export const STAFF_USER = { username: 'staff', password: 'preview' };
/** @internal Test seam: the tests move the backend's clock past it. */
export const STAFF_TOKEN_TTL_S = TOKEN_LIFETIME_S.staff;

export function issueStaffToken(): string {
  const issued = Math.floor(now() / 1000);
  return signToken(
    { sub: 'staff-1', exp: issued + STAFF_TOKEN_TTL_S, ren: issued + STAFF_TOKEN_TTL_S / 2, jti: tokenId() },
    'staff',
  );
}

/** The staff cookie: readable by script, because the widgets show the panel only where it exists. */
export function staffCookie(token: string, maxAge = STAFF_TOKEN_TTL_S): string {
  return `${STAFF_AUTH_TOKEN_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
}

type Cookies = Record<string, string>;

/**
 * The claims of the request's staff token, verified now and not ended by a logout. msw's `cookies` hold the
 * request's cookies (and, under a DOM, the document's for same-origin requests).
 */
function staffToken(cookies: Cookies): TokenClaims | undefined {
  return verifyLiveToken(cookies[STAFF_AUTH_TOKEN_COOKIE] ?? cookies[COBRA_AUTH_TOKEN_COOKIE], 'staff');
}

function staffFrom(cookies: Cookies): string | undefined {
  return staffToken(cookies)?.sub;
}

const unauthorized = () => HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
const forbidden = () => HttpResponse.json({ status: 'FORBIDDEN' }, { status: 403 });

export const previewHandlers = [
  http.get(route(PREVIEW_CHECK_AUTH_PATH), ({ request, cookies }) => {
    const staff = staffFrom(requestCookies(request, cookies));
    if (!staff) return unauthorized();
    const settings = store.preview.get(staff) ?? {};
    return HttpResponse.json({ status: 'SUCCESS', ...settings });
  }),

  http.get(route(PREVIEW_LOGOUT_PATH), ({ request, cookies }) => {
    if (isCrossSiteRequest(request)) return forbidden();
    // The token ends here, not only its cookie: a copy of it (another tab's request, a stolen one) is refused too.
    const token = staffToken(requestCookies(request, cookies));
    if (token) {
      store.preview.delete(token.sub);
      revokeToken(token);
    }
    return HttpResponse.json({ status: 'SUCCESS' }, { headers: { 'Set-Cookie': staffCookie('', 0) } });
  }),

  http.get(route(PREVIEW_RENEW_PATH), ({ request, cookies }) => {
    if (isCrossSiteRequest(request)) return forbidden();
    if (!staffFrom(requestCookies(request, cookies))) return unauthorized();
    return HttpResponse.json(
      { status: 'SUCCESS' },
      { headers: { 'Set-Cookie': staffCookie(issueStaffToken()) } },
    );
  }),

  http.post(route(PREVIEW_TOKEN_PATH), async ({ request, cookies }) => {
    if (isCrossSiteRequest(request)) return forbidden();
    const staff = staffFrom(requestCookies(request, cookies));
    if (!staff) return unauthorized();
    if (!isJsonMime(request.headers.get('content-type')))
      return HttpResponse.json({ status: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 });
    const query = new URL(request.url).searchParams;
    const test = query.get('test') ?? '';
    const group = query.get('group') ?? '';
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 });
    }
    const previewDateTime = (body as { previewDateTime?: unknown } | null)?.previewDateTime;
    const when = typeof previewDateTime === 'string' ? new Date(previewDateTime) : undefined;
    if (!when || Number.isNaN(when.getTime()))
      return HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 });
    if (Boolean(test) !== Boolean(group))
      return HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 });
    if (
      test &&
      !testsAt(when).some((candidate) => candidate.name === test && candidate.groups.includes(group))
    ) {
      return HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 });
    }
    store.preview.set(staff, {
      dateTime: when.toISOString(),
      ...(test ? { abTestName: test, abTestGroup: group } : {}),
    });
    return HttpResponse.json({ status: 'SUCCESS' });
  }),

  // Ends the preview; the staff session stays (check-auth then answers without a date).
  http.delete(route(PREVIEW_TOKEN_PATH), ({ request, cookies }) => {
    if (isCrossSiteRequest(request)) return forbidden();
    const staff = staffFrom(requestCookies(request, cookies));
    if (!staff) return unauthorized();
    store.preview.delete(staff);
    return HttpResponse.json({ status: 'SUCCESS' });
  }),

  http.get(route(AB_TESTS_AT_PATH), ({ request }) => {
    const time = new Date(new URL(request.url).searchParams.get('time') ?? '');
    if (Number.isNaN(time.getTime()))
      return HttpResponse.json({ error: 'time is not an ISO date-time' }, { status: 400 });
    return HttpResponse.json(
      testsAt(time).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) })),
    );
  }),
];
