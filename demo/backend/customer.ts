import { http, HttpResponse } from 'msw';
import { route } from './routes.ts';
import { DEMO_CUSTOMERS, type DemoCustomer } from './customers-data.ts';
import { requestCookies } from './request-cookies.ts';
import { now, store } from './store.ts';
import { tokenId, verifyLiveToken } from './revocation.ts';
import { signToken, TOKEN_LIFETIME_S } from './tokens.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PSDATA_PATH } from '../../src/contract/customer-data.ts';
import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';

/** How long a customer login token lives, and from when it may be renewed (its exp and ren claims). */
export const LOGIN_TOKEN_TTL_S = TOKEN_LIFETIME_S.login;
/** @internal Test seam: the tests move the backend's clock by it. */
export const LOGIN_TOKEN_RENEW_AFTER_S = 20 * 60;

export function issueLoginToken(customer: DemoCustomer): string {
  const issued = Math.floor(now() / 1000);
  return signToken(
    {
      sub: customer.id,
      exp: issued + LOGIN_TOKEN_TTL_S,
      ren: issued + LOGIN_TOKEN_RENEW_AFTER_S,
      lid: `lt-${customer.id}`,
      jti: tokenId(),
    },
    'login',
  );
}

export function customerFromLoginToken(token: string | null | undefined): DemoCustomer | undefined {
  const claims = verifyLiveToken(token, 'login');
  return claims ? DEMO_CUSTOMERS.find((customer) => customer.id === claims.sub) : undefined;
}

export function findCustomer(email: string, password: string): DemoCustomer | undefined {
  return DEMO_CUSTOMERS.find(
    (customer) => customer.email === email.trim().toLowerCase() && customer.password === password,
  );
}

export const customerHandlers = [
  http.get(route(PSDATA_PATH), ({ request, cookies }) => {
    if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      return HttpResponse.json({ error: 'missing CSRF header' }, { status: 403 });
    }
    const customer = customerFromLoginToken(requestCookies(request, cookies)[LOGIN_TOKEN_COOKIE]);
    const newsletterStatus = customer ? (store.subscribers.get(customer.email)?.status ?? null) : null;
    return HttpResponse.json(
      { loggedIn: Boolean(customer), newsletterStatus },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }),
];
