// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { CLIENT_ADDRESS_HEADER, LOGIN_FAILURE_LIMITS } from './rate-limit.ts';
import { store } from './store.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LOGIN_PATH } from '../../src/contract/login.ts';

// The brute-force limit of the login API (POST /service/login/api/v1/login), called as the demo server calls
// the handlers; the demo's own login forms are tested over HTTP in demo/server.test.ts.

const ORIGIN = 'http://127.0.0.1:4173';
const CUSTOMER = DEMO_CUSTOMERS[0]!;
const PER_ACCOUNT = LOGIN_FAILURE_LIMITS.perAccount;
const PER_CLIENT = LOGIN_FAILURE_LIMITS.perClient;

function login(email: string, password: string, client?: string): Promise<Response> {
  return getResponse(
    handlers,
    new Request(ORIGIN + LOGIN_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  ) as Promise<Response>;
}

async function failTimes(count: number, email: string, client?: string): Promise<void> {
  for (let i = 0; i < count; i++) expect((await login(email, `wrong-${i}`, client)).status).toBe(401);
}

async function expectLimited(response: Response, maxWaitS: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ status: 'TOO_MANY_REQUESTS' });
  const wait = Number(response.headers.get('Retry-After'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(maxWaitS);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('the login API under the failed-login limit', () => {
  it('documents its numbers: 10 failures per account and 30 per client in 15 minutes', () => {
    expect(LOGIN_FAILURE_LIMITS).toEqual({
      perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
      perClient: { limit: 30, windowMs: 15 * 60 * 1000 },
    });
  });

  it('refuses an account after its 10th failure with 429 and Retry-After, even the right password, from any client', async () => {
    await failTimes(PER_ACCOUNT.limit, CUSTOMER.email, '192.0.2.1');
    await expectLimited(await login(CUSTOMER.email, 'another guess', '192.0.2.1'), 15 * 60);
    await expectLimited(await login(CUSTOMER.email, CUSTOMER.password, '192.0.2.2'), 15 * 60);
    // The same account in another spelling is the same account.
    await expectLimited(await login(` ${CUSTOMER.email.toUpperCase()}`, CUSTOMER.password), 15 * 60);
    // Another account is not affected.
    expect((await login(DEMO_CUSTOMERS[1]!.email, DEMO_CUSTOMERS[1]!.password, '192.0.2.1')).status).toBe(
      200,
    );
  });

  it('lets the account in again once its failures have left the 15-minute window', async () => {
    await failTimes(PER_ACCOUNT.limit, CUSTOMER.email);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).status).toBe(429);
    store.clockOffsetMs = PER_ACCOUNT.windowMs;
    expect((await login(CUSTOMER.email, CUSTOMER.password)).status).toBe(200);
  });

  it('clears the failures of an account on a successful login', async () => {
    await failTimes(PER_ACCOUNT.limit - 1, CUSTOMER.email);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).status).toBe(200);
    await failTimes(PER_ACCOUNT.limit, CUSTOMER.email);
    expect((await login(CUSTOMER.email, CUSTOMER.password)).status).toBe(429);
  });

  it('refuses a client after 30 failures across accounts, known or not, and only that client', async () => {
    for (let i = 0; i < PER_CLIENT.limit; i++) {
      expect((await login(`guess.${i}@example.com`, 'kaffee123', '198.51.100.7')).status).toBe(401);
    }
    await expectLimited(await login(CUSTOMER.email, CUSTOMER.password, '198.51.100.7'), 15 * 60);
    expect((await login(CUSTOMER.email, CUSTOMER.password, '198.51.100.8')).status).toBe(200);
  });

  it('stops a burst of 300 wrong passwords after the 10th', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++)
      statuses.push((await login(CUSTOMER.email, `guess-${i}`, '203.0.113.5')).status);
    expect(statuses.filter((code) => code === 401)).toHaveLength(PER_ACCOUNT.limit);
    expect(statuses.filter((code) => code === 429)).toHaveLength(300 - PER_ACCOUNT.limit);
  });

  it('does not count a refused attempt, so trying on does not push the wait further out', async () => {
    await failTimes(PER_ACCOUNT.limit, CUSTOMER.email);
    const first = Number((await login(CUSTOMER.email, 'x')).headers.get('Retry-After'));
    store.clockOffsetMs = 60 * 1000;
    for (let i = 0; i < 20; i++) await login(CUSTOMER.email, 'x');
    const later = Number((await login(CUSTOMER.email, 'x')).headers.get('Retry-After'));
    expect(later).toBe(first - 60);
  });
});
