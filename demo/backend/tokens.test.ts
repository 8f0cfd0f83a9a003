// @vitest-environment node
import { createHmac } from 'node:crypto';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_PRIVATE_PATH } from '../../src/http/base-path.ts';
import { PREVIEW_PATHS } from '../../src/http/preview-client.ts';
import { CSRF_HEADER, CSRF_VALUE, PSDATA_PATH } from '../../src/http/psdata.ts';
import { LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../../src/session/renewal.ts';
import { issueLoginToken, LOGIN_TOKEN_TTL_S } from './customer.ts';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { issueStaffToken, STAFF_TOKEN_TTL_S } from './preview.ts';
import { now, store } from './store.ts';
import { signToken, verifyToken, type TokenClaims } from './tokens.ts';

// Every handler of the reference backend that accepts a token, called as the demo server calls them (no cookie
// jar, no DOM), once with a good token (so that each refusal below is shown to be one) and once per bad token.

const ORIGIN = 'http://127.0.0.1:4173';
const CUSTOMER = DEMO_CUSTOMERS.find((customer) => customer.id === 'c-at-1')!;
const STAFF_SETTINGS = { dateTime: '2026-11-20T10:00:00.000Z' };
const nowSeconds = () => Math.floor(now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

function signedWith(key: string, claims: unknown, header = HEADER): string {
  const body = `${header}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenClaims;
}

type Kind = 'customer' | 'staff';

/** Bad versions of a good token of `kind`, each with what makes it bad. */
function badTokens(kind: Kind): [string, () => string][] {
  const good = () => (kind === 'customer' ? issueLoginToken(CUSTOMER) : issueStaffToken());
  const ttl = kind === 'customer' ? LOGIN_TOKEN_TTL_S : STAFF_TOKEN_TTL_S;
  return [
    [
      'tampered claims (longer life), old signature',
      () => {
        const [header, , signature] = good().split('.');
        return `${header}.${b64({ ...claimsOf(good()), exp: nowSeconds() + 10 * ttl })}.${signature}`;
      },
    ],
    [
      'tampered claims (another subject), old signature',
      () => {
        const [header, , signature] = good().split('.');
        return `${header}.${b64({ ...claimsOf(good()), sub: kind === 'customer' ? 'c-de-1' : 'staff-2' })}.${signature}`;
      },
    ],
    [
      'one signature character changed',
      () => {
        const token = good();
        return token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      },
    ],
    ['signature removed', () => good().split('.').slice(0, 2).join('.') + '.'],
    [
      'expired a second ago, properly signed',
      () => signToken({ ...claimsOf(good()), exp: nowSeconds() - 1 }),
    ],
    ['expiring this very second', () => signToken({ ...claimsOf(good()), exp: nowSeconds() })],
    ['signed with another key', () => signedWith('not-the-server-secret', claimsOf(good()))],
    ['signed with an empty key', () => signedWith('', claimsOf(good()))],
    ['alg none, no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(good()))}.`],
    [
      'another header with the old signature',
      () => {
        const [, payload, signature] = good().split('.');
        return `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
      },
    ],
    ['no expiry, properly signed', () => signToken({ sub: claimsOf(good()).sub } as TokenClaims)],
    ['not a token at all', () => 'garbage'],
    ['four parts', () => `${good()}.extra`],
  ];
}

interface Case {
  name: string;
  kind: Kind;
  call: (token: string) => Promise<Response>;
  /** Whether the answer shows the token was accepted. */
  accepted: (response: Response) => Promise<boolean>;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(ORIGIN + path, init));
  if (!response) throw new Error(`no handler answered ${path}`);
  return response;
}

const status =
  (...codes: number[]) =>
  async (response: Response) =>
    codes.includes(response.status);

const CASES: Case[] = [
  {
    name: `GET ${PSDATA_PATH} (LoginToken cookie)`,
    kind: 'customer',
    call: (token) =>
      call(PSDATA_PATH, { headers: { [CSRF_HEADER]: CSRF_VALUE, Cookie: `LoginToken=${token}` } }),
    accepted: async (response) => ((await response.json()) as { loggedIn: boolean }).loggedIn,
  },
  {
    name: `GET ${NEWSLETTER_PRIVATE_PATH}/customers/base-data (X-LoginToken header)`,
    kind: 'customer',
    call: (token) =>
      call(`${NEWSLETTER_PRIVATE_PATH}/customers/base-data`, { headers: { 'X-LoginToken': token } }),
    accepted: async (response) => {
      if (response.status !== 200) return false;
      expect(await response.json()).toMatchObject({ email: CUSTOMER.email });
      return true;
    },
  },
  {
    name: `POST ${LOGIN_RENEW_PATH} (LoginToken cookie)`,
    kind: 'customer',
    call: (token) =>
      call(LOGIN_RENEW_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [CSRF_HEADER]: CSRF_VALUE,
          Cookie: `LoginToken=${token}`,
        },
        body: '{}',
      }),
    accepted: status(200, 201),
  },
  {
    name: `GET ${LONGTERM_TOKEN_PATH} (LoginToken cookie)`,
    kind: 'customer',
    call: (token) => call(LONGTERM_TOKEN_PATH, { headers: { Cookie: `LoginToken=${token}` } }),
    accepted: async (response) => response.status === 200 && response.headers.getSetCookie().length === 1,
  },
  ...(['StaffAuthToken', 'CobraAuthToken'] as const).flatMap((cookie): Case[] => [
    {
      name: `GET ${PREVIEW_PATHS.checkAuth} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => call(PREVIEW_PATHS.checkAuth, { headers: { Cookie: `${cookie}=${token}` } }),
      accepted: async (response) =>
        response.status === 200 && ((await response.json()) as { status: string }).status === 'SUCCESS',
    },
    {
      name: `GET ${PREVIEW_PATHS.renew} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => call(PREVIEW_PATHS.renew, { headers: { Cookie: `${cookie}=${token}` } }),
      accepted: async (response) => response.status === 200 && response.headers.getSetCookie().length === 1,
    },
    {
      name: `POST ${PREVIEW_PATHS.token} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) =>
        call(PREVIEW_PATHS.token, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `${cookie}=${token}` },
          body: JSON.stringify({ previewDateTime: '2026-09-10T08:00:00.000Z' }),
        }),
      accepted: async (response) => {
        if (response.status !== 200) return false;
        expect(store.preview.get('staff-1')).toEqual({ dateTime: '2026-09-10T08:00:00.000Z' });
        return true;
      },
    },
    {
      // Logout always answers SUCCESS and clears the cookie; only a verified token clears the preview settings.
      name: `GET ${PREVIEW_PATHS.logout} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => {
        store.preview.set('staff-1', { ...STAFF_SETTINGS });
        return call(PREVIEW_PATHS.logout, { headers: { Cookie: `${cookie}=${token}` } });
      },
      accepted: async () => !store.preview.has('staff-1'),
    },
  ]),
];

describe('every handler that accepts a token', () => {
  describe.each(CASES)('$name', ({ kind, call: send, accepted }) => {
    it('accepts a good token', async () => {
      const token = kind === 'customer' ? issueLoginToken(CUSTOMER) : issueStaffToken();
      expect(await accepted(await send(token))).toBe(true);
    });

    it.each(badTokens(kind))('refuses a token: %s', async (_, make) => {
      const token = make();
      if (kind === 'staff') store.preview.set('staff-1', { ...STAFF_SETTINGS });
      const response = await send(token);
      expect(await accepted(response)).toBe(false);
      // A refused token never earns a fresh one.
      expect(response.headers.getSetCookie().filter((cookie) => !/Max-Age=0/.test(cookie))).toEqual([]);
      if (kind === 'staff') expect(store.preview.get('staff-1')).toEqual(STAFF_SETTINGS);
    });

    it('refuses a token it issued once the clock passes its expiry', async () => {
      const token = kind === 'customer' ? issueLoginToken(CUSTOMER) : issueStaffToken();
      store.clockOffsetMs = (kind === 'customer' ? LOGIN_TOKEN_TTL_S : STAFF_TOKEN_TTL_S) * 1000;
      expect(await accepted(await send(token))).toBe(false);
    });
  });
});

describe('verifyToken', () => {
  it('gives the claims of a token it signed, until the second of its expiry', () => {
    const token = signToken({ sub: 'x', exp: 1000, ren: 900 });
    expect(verifyToken(token, 999)).toEqual({ sub: 'x', exp: 1000, ren: 900 });
    expect(verifyToken(token, 1000)).toBeUndefined();
  });

  // The server's key as tokens.ts takes it, to sign claims signToken would never write.
  const SERVER_KEY = process.env.TOKEN_SECRET || 'storefront-widgets-dev-secret-not-for-production';
  const signRaw = (claims: string) => {
    const body = `${HEADER}.${Buffer.from(claims).toString('base64url')}`;
    return `${body}.${createHmac('sha256', SERVER_KEY).update(body).digest('base64url')}`;
  };

  it('is signed with the key these tests use (so the refusals below are about the claims)', () => {
    expect(verifyToken(signRaw(JSON.stringify({ sub: 'x', exp: 2000 })), 1000)).toEqual({
      sub: 'x',
      exp: 2000,
    });
  });

  it.each([
    ['null claims', 'null'],
    ['an array', '[]'],
    ['no subject', JSON.stringify({ exp: 2000 })],
    ['a number subject', JSON.stringify({ sub: 7, exp: 2000 })],
    ['a text expiry', JSON.stringify({ sub: 'x', exp: '2000' })],
    ['not JSON', 'not json'],
  ])('refuses a well-signed token with %s', (_, claims) => {
    expect(verifyToken(signRaw(claims), 1000)).toBeUndefined();
  });

  it.each([
    ['alg none', { alg: 'none', typ: 'JWT' }],
    ['another algorithm', { alg: 'HS512', typ: 'JWT' }],
    ['our header with a key added', { alg: 'HS256', typ: 'JWT', kid: 'other' }],
  ])('refuses a token signed with our key under another header: %s', (_, header) => {
    const token = signedWith(SERVER_KEY, { sub: 'x', exp: 2000 }, b64(header));
    expect(verifyToken(token, 1000)).toBeUndefined();
  });

  it.each([undefined, null, '', 'a.b', 'a.b.c.d'])('refuses %j', (token) => {
    expect(verifyToken(token, 0)).toBeUndefined();
  });
});
