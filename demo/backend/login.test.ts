// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { describe, expect, it } from 'vitest';
import { issueLoginToken, LOGIN_TOKEN_RENEW_AFTER_S, LOGIN_TOKEN_TTL_S } from './customer.ts';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import type { DemoCustomer } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { LONGTERM_TOKEN_RENEW_AFTER_S, LONGTERM_TOKEN_TTL_S } from './login.ts';
import { countRequests, now, store } from './store.ts';
import { signToken, verifyToken } from './tokens.ts';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  LOGIN_PATH,
  LOGIN_RENEW_PATH,
  LONGTERM_TOKEN_PATH,
} from '../../src/contract/login.ts';

// Through msw's getResponse, as the demo server serves them: no cookie jar between the calls of a test.
const ORIGIN = 'http://localhost:8080';
const MIN_MS = 60 * 1000;

function customer(): DemoCustomer {
  const first = DEMO_CUSTOMERS[0];
  if (!first) throw new Error('no demo customer');
  return first;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(ORIGIN + path, init));
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

function login(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(LOGIN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function renew(cookie?: string, headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE }) {
  return call(LOGIN_RENEW_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers, ...(cookie ? { Cookie: cookie } : {}) },
    body: '{}',
  });
}

function longterm(cookie?: string): Promise<Response> {
  return call(LONGTERM_TOKEN_PATH, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The Set-Cookie headers of `response` by cookie name: the value and the attributes as written. */
function setCookies(response: Response): Map<string, { value: string; attributes: string[] }> {
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    cookies.set(pair.slice(0, separator), { value: pair.slice(separator + 1), attributes });
  }
  return cookies;
}

const nowSeconds = (): number => Math.floor(now() / 1000);

describe('POST /service/login/api/v1/login', () => {
  it('logs a demo customer in: 200 SUCCESS with a signed LoginToken and LongtermToken', async () => {
    const { email, password, id } = customer();
    const response = await login({ email, password });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    const cookies = setCookies(response);
    expect([...cookies.keys()]).toEqual(['LoginToken', 'LongtermToken']);
    expect(cookies.get('LoginToken')?.attributes).toEqual([
      'Path=/',
      'SameSite=Lax',
      `Max-Age=${LOGIN_TOKEN_TTL_S}`,
    ]);
    expect(cookies.get('LongtermToken')?.attributes).toEqual([
      'Path=/',
      'SameSite=Lax',
      `Max-Age=${LONGTERM_TOKEN_TTL_S}`,
    ]);

    const issued = nowSeconds();
    expect(verifyToken(cookies.get('LoginToken')?.value, 'login', issued)).toMatchObject({
      sub: id,
      exp: issued + LOGIN_TOKEN_TTL_S,
      ren: issued + LOGIN_TOKEN_RENEW_AFTER_S,
      lid: `lt-${id}`,
    });
    expect(verifyToken(cookies.get('LongtermToken')?.value, 'longterm', issued)).toMatchObject({
      sub: id,
      exp: issued + 30 * 24 * 60 * 60,
      ren: issued + 20 * 24 * 60 * 60,
      lid: `lt-${id}`,
    });
    expect(countRequests(LOGIN_PATH, 'POST')).toBe(1);
  });

  it('accepts the email address in any case and with surrounding spaces, and a charset parameter', async () => {
    const { email, password } = customer();
    const response = await login(
      { email: `  ${email.toUpperCase()} `, password },
      { 'Content-Type': 'application/json; charset=utf-8' },
    );

    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: 'erika.mustermann@example.com', password: 'wrong' }],
    ['an unknown address', { email: 'nobody@example.com', password: 'kaffee123' }],
    ['no password', { email: 'erika.mustermann@example.com' }],
    ['a password that is not a string', { email: 'erika.mustermann@example.com', password: 123 }],
  ])('answers 401 UNAUTHORIZED and sets no cookie for %s', async (_name, body) => {
    const response = await login(body);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'UNAUTHORIZED' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 403 without the CSRF header, even for the right password', async () => {
    const { email, password } = customer();
    const response = await call(LOGIN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 403 for a CSRF header with another value', async () => {
    const { email, password } = customer();
    expect((await login({ email, password }, { [CSRF_HEADER]: 'fetch' })).status).toBe(403);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 for the content type %s',
    async (type) => {
      const { email, password } = customer();
      const response = await login({ email, password }, { 'Content-Type': type });

      expect(response.status).toBe(415);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it.each([
    ['invalid JSON', '{"email":'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await login(body)).status).toBe(400);
  });
});

describe('POST /service/login/api/v1/logintoken/renew', () => {
  it('answers 200 and sets nothing while the token is not yet due', async () => {
    const response = await renew(`LoginToken=${issueLoginToken(customer())}`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'OK' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 201 with a fresh token for the same customer from the renew time on', async () => {
    const token = issueLoginToken(customer());
    store.clockOffsetMs = LOGIN_TOKEN_RENEW_AFTER_S * 1000;

    const response = await renew(`LoginToken=${token}`);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'RENEWED' });
    const fresh = setCookies(response).get('LoginToken');
    expect(fresh?.attributes).toEqual(['Path=/', 'SameSite=Lax', `Max-Age=${LOGIN_TOKEN_TTL_S}`]);
    expect(fresh?.value).not.toBe(token);
    expect(verifyToken(fresh?.value, 'login', nowSeconds())).toMatchObject({
      sub: customer().id,
      exp: nowSeconds() + LOGIN_TOKEN_TTL_S,
      ren: nowSeconds() + LOGIN_TOKEN_RENEW_AFTER_S,
      lid: `lt-${customer().id}`,
    });
  });

  it('answers 200 one second before the renew time', async () => {
    const token = issueLoginToken(customer());
    store.clockOffsetMs = (LOGIN_TOKEN_RENEW_AFTER_S - 1) * 1000;
    expect((await renew(`LoginToken=${token}`)).status).toBe(200);
  });

  it('answers 401 once the token has expired', async () => {
    const token = issueLoginToken(customer());
    store.clockOffsetMs = LOGIN_TOKEN_TTL_S * 1000;

    const response = await renew(`LoginToken=${token}`);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'UNAUTHORIZED' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 401 without a LoginToken cookie', async () => {
    expect((await renew()).status).toBe(401);
    expect((await renew('LongtermToken=x')).status).toBe(401);
  });

  it('answers 401 for a token with a changed payload or a wrong signature', async () => {
    const [header, payload, signature] = issueLoginToken(customer()).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, ren: 0 })).toString('base64url');
    store.clockOffsetMs = 60 * 1000;

    expect((await renew(`LoginToken=${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await renew(`LoginToken=${header}.${payload}.${signature}x`)).status).toBe(401);
    expect((await renew('LoginToken=garbage')).status).toBe(401);
  });

  it('answers 401 for a well-signed token of an unknown customer', async () => {
    const token = signToken({ sub: 'nobody', exp: nowSeconds() + 60, ren: nowSeconds() - 60 });
    expect((await renew(`LoginToken=${token}`)).status).toBe(401);
  });

  it('answers 403 without the CSRF header', async () => {
    const token = issueLoginToken(customer());
    store.clockOffsetMs = LOGIN_TOKEN_RENEW_AFTER_S * 1000;

    const response = await renew(`LoginToken=${token}`, {});

    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('finds the LoginToken among other cookies, separated as browsers and msw do', async () => {
    const token = issueLoginToken(customer());
    store.clockOffsetMs = LOGIN_TOKEN_RENEW_AFTER_S * 1000;

    expect((await renew(`a=1; LoginToken=${token}; b=2`)).status).toBe(201);
    expect((await renew(`a=1, LoginToken=${token}, LongtermToken=y`)).status).toBe(201);
    expect((await renew(`LoginTokenX=1; LoginToken=${token}`)).status).toBe(201);
  });
});

describe('GET /service/login/api/v1/longtermtoken', () => {
  it('answers 200 with a fresh LongtermToken for a valid login token', async () => {
    store.clockOffsetMs = 5 * MIN_MS;
    const response = await longterm(`LoginToken=${issueLoginToken(customer())}`);

    expect(response.status).toBe(200);
    const cookie = setCookies(response).get('LongtermToken');
    expect(cookie?.attributes).toEqual(['Path=/', 'SameSite=Lax', `Max-Age=${LONGTERM_TOKEN_TTL_S}`]);
    expect(verifyToken(cookie?.value, 'longterm', nowSeconds())).toMatchObject({
      sub: customer().id,
      exp: nowSeconds() + LONGTERM_TOKEN_TTL_S,
      ren: nowSeconds() + LONGTERM_TOKEN_RENEW_AFTER_S,
      lid: `lt-${customer().id}`,
    });
    expect(countRequests(LONGTERM_TOKEN_PATH)).toBe(1);
  });

  it('answers 204 without a login token, and sets nothing', async () => {
    const response = await longterm();

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 204 for an expired or forged login token', async () => {
    const token = issueLoginToken(customer());
    expect((await longterm(`LoginToken=${token}x`)).status).toBe(204);
    store.clockOffsetMs = LOGIN_TOKEN_TTL_S * 1000;
    expect((await longterm(`LoginToken=${token}`)).status).toBe(204);
  });
});
