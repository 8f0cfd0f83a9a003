// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { attemptLogin } from './login-limit.ts';
import { STAFF_USER } from './preview.ts';
import { CLIENT_ADDRESS_HEADER, LOGIN_FAILURE_LIMITS } from './rate-limit.ts';
import { store } from './store.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, LOGIN_PATH } from '../../src/contract/login.ts';

// The brute-force limits of the login API (POST /service/login/api/v1/login), called as the demo server calls
// the handlers, and of the staff login (the demo's /staff/login form, through attemptLogin as the server calls
// it); the demo's own login forms are tested over HTTP in demo/server.test.ts.

const ORIGIN = 'http://127.0.0.1:4173';
const CUSTOMER = DEMO_CUSTOMERS[0]!;
const PAIR = LOGIN_FAILURE_LIMITS.perAccountAndClient;
const PER_CLIENT = LOGIN_FAILURE_LIMITS.perClient;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

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

/** A staff login as the demo server's /staff/login form makes it: 'ok', 'wrong' or the Retry-After seconds. */
function staffLogin(password: string, client: string): 'ok' | 'wrong' | number {
  const outcome = attemptLogin(
    { realm: 'staff', account: STAFF_USER.username, client },
    () => password === STAFF_USER.password || undefined,
  );
  if ('retryAfterSeconds' in outcome) return outcome.retryAfterSeconds;
  return outcome.user ? 'ok' : 'wrong';
}

async function failTimes(count: number, email: string, client?: string): Promise<void> {
  for (let i = 0; i < count; i++) expect((await login(email, `wrong-${i}`, client)).status).toBe(401);
}

async function expectLimited(response: Response, waitS: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ status: 'TOO_MANY_REQUESTS' });
  expect(Number(response.headers.get('Retry-After'))).toBe(waitS);
  expect(response.headers.getSetCookie()).toEqual([]);
}

/** Moves the backend's clock on by `seconds`. */
function wait(seconds: number): void {
  store.clockOffsetMs += seconds * 1000;
}

describe('the failed-login limits', () => {
  it('documents their numbers: 5 free failures per account and client, then 1 s doubling up to 15 minutes; 30 failures per client in 15 minutes', () => {
    expect(LOGIN_FAILURE_LIMITS).toEqual({
      perAccountAndClient: {
        freeFailures: 5,
        baseDelayMs: 1000,
        maxDelayMs: 15 * 60 * 1000,
        forgetAfterMs: 24 * 60 * 60 * 1000,
      },
      perClient: { limit: 30, windowMs: 15 * 60 * 1000 },
    });
  });

  it('never lock the staff account for its owner: 200 wrong passwords from one address leave another address free', () => {
    const attacker: (string | number)[] = [];
    for (let i = 0; i < 200; i++) {
      attacker.push(staffLogin(`guess-${i}`, ATTACKER));
      wait(1);
    }
    expect(attacker.filter((result) => result === 'wrong').length).toBeLessThan(20);
    expect(staffLogin(STAFF_USER.password, OWNER)).toBe('ok');
    // Nor after the owner's own typo or two.
    expect(staffLogin('prevew', OWNER)).toBe('wrong');
    expect(staffLogin(STAFF_USER.password, OWNER)).toBe('ok');
  });

  it('never lock a customer out from another address either', async () => {
    await failTimes(PAIR.freeFailures, CUSTOMER.email, ATTACKER);
    await expectLimited(await login(CUSTOMER.email, 'another guess', ATTACKER), 1);
    expect((await login(CUSTOMER.email, CUSTOMER.password, OWNER)).status).toBe(200);
  });

  it('slow the attacker: after 5 failures a wait of 1 s before the next try, doubling with each failure, at most 15 minutes', () => {
    for (let i = 0; i < PAIR.freeFailures; i++) expect(staffLogin(`guess-${i}`, ATTACKER)).toBe('wrong');
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const refused = staffLogin('too soon', ATTACKER);
      expect(typeof refused).toBe('number');
      waits.push(refused as number);
      wait(refused as number);
      expect(staffLogin(`late guess ${i}`, ATTACKER)).toBe('wrong');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('refuse the right password too while the address waits, so a refused guess tells nothing', async () => {
    await failTimes(PAIR.freeFailures, CUSTOMER.email, ATTACKER);
    const refused = await login(CUSTOMER.email, CUSTOMER.password, ATTACKER);
    expect(refused.status).toBe(429);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('treat the same account in another spelling as the same account', async () => {
    await failTimes(PAIR.freeFailures, CUSTOMER.email, ATTACKER);
    await expectLimited(await login(` ${CUSTOMER.email.toUpperCase()}`, CUSTOMER.password, ATTACKER), 1);
  });

  it('clear the failures of an account and address on a successful login from there', async () => {
    await failTimes(PAIR.freeFailures - 1, CUSTOMER.email, OWNER);
    expect((await login(CUSTOMER.email, CUSTOMER.password, OWNER)).status).toBe(200);
    await failTimes(PAIR.freeFailures, CUSTOMER.email, OWNER);
    await expectLimited(await login(CUSTOMER.email, CUSTOMER.password, OWNER), 1);
  });

  it('forget the failures of an account and address after a day without one', async () => {
    await failTimes(PAIR.freeFailures, CUSTOMER.email, ATTACKER);
    wait(24 * 60 * 60);
    await failTimes(PAIR.freeFailures, CUSTOMER.email, ATTACKER);
    await expectLimited(await login(CUSTOMER.email, CUSTOMER.password, ATTACKER), 1);
  });

  it('refuse a client after 30 failures across accounts, known or not, and only that client', async () => {
    for (let i = 0; i < PER_CLIENT.limit; i++) {
      expect((await login(`guess.${i}@example.com`, 'kaffee123', ATTACKER)).status).toBe(401);
    }
    const refused = await login(CUSTOMER.email, CUSTOMER.password, ATTACKER);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(15 * 60);
    expect((await login(CUSTOMER.email, CUSTOMER.password, OWNER)).status).toBe(200);
  });

  it('stop a burst of 300 wrong passwords from one address after the 5th', async () => {
    // The burst at one instant of the backend's clock: on a busy machine the real second after the 5th failure
    // could pass between two guesses and let a 6th through.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await login(CUSTOMER.email, `guess-${i}`, ATTACKER)).status);
    expect(statuses.filter((code) => code === 401)).toHaveLength(PAIR.freeFailures);
    expect(statuses.filter((code) => code === 429)).toHaveLength(300 - PAIR.freeFailures);
  });

  it('do not count a refused attempt, so trying on does not push the wait further out', () => {
    // Each guess waits long enough, until the 13th failure sets a wait of 256 s.
    for (let i = 0; i < PAIR.freeFailures + 8; i++) {
      if (i > 0) wait(1000);
      expect(staffLogin(`guess-${i}`, ATTACKER)).toBe('wrong');
    }
    const first = staffLogin('x', ATTACKER) as number;
    expect(first).toBe(256);
    wait(60);
    for (let i = 0; i < 20; i++) staffLogin('x', ATTACKER);
    expect(staffLogin('x', ATTACKER)).toBe(first - 60);
  });
});
