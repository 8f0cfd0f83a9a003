// @vitest-environment node
import { createHmac } from 'node:crypto';
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { issueLoginToken, LOGIN_TOKEN_TTL_S } from './customer.ts';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { issueLongtermToken } from './login.ts';
import { issueStaffToken, STAFF_TOKEN_TTL_S } from './preview.ts';
import { now, store } from './store.ts';
import type * as tokensModule from './tokens.ts';
import { audienceKey, signToken, verifyToken, type TokenAudience, type TokenClaims } from './tokens.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PSDATA_PATH } from '../../src/contract/customer-data.ts';
import { LOGIN_RENEW_PATH, LONGTERM_TOKEN_PATH } from '../../src/contract/login.ts';
import { NEWSLETTER_PRIVATE_PATH } from '../../src/contract/newsletter.ts';
import {
  PREVIEW_CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_PATH,
} from '../../src/contract/preview.ts';

// Every handler of the reference backend that accepts a token, called as the demo server calls them (no cookie
// jar, no DOM), once with a good token (so that each refusal below is shown to be one) and once per bad token.

const ORIGIN = 'http://127.0.0.1:4173';
const CUSTOMER = DEMO_CUSTOMERS.find((customer) => customer.id === 'c-at-1')!;
const STAFF_SETTINGS = { dateTime: '2026-11-20T10:00:00.000Z' };
const nowSeconds = () => Math.floor(now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });
/** The key the reference backend used before tokens had kinds, committed to the repository. */
const OLD_REPOSITORY_KEY = 'storefront-widgets-dev-secret-not-for-production';

function signedWith(key: string | Buffer, claims: unknown, header = HEADER): string {
  const body = `${header}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

function claimsOf(token: string): TokenClaims {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenClaims;
}

type Kind = 'customer' | 'staff';
const AUDIENCE: Record<Kind, TokenAudience> = { customer: 'login', staff: 'staff' };

/** Bad versions of a good token of `kind`, each with what makes it bad. */
function badTokens(kind: Kind): [string, () => string][] {
  const good = () => (kind === 'customer' ? issueLoginToken(CUSTOMER) : issueStaffToken());
  const audience = AUDIENCE[kind];
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
      () => signToken({ ...claimsOf(good()), exp: nowSeconds() - 1 }, audience),
    ],
    ['expiring this very second', () => signToken({ ...claimsOf(good()), exp: nowSeconds() }, audience)],
    ['signed with another key', () => signedWith('not-the-server-secret', claimsOf(good()))],
    ['signed with an empty key', () => signedWith('', claimsOf(good()))],
    [
      'signed with the key once committed to the repository',
      () => signedWith(OLD_REPOSITORY_KEY, { ...claimsOf(good()), aud: undefined }),
    ],
    [
      "signed with the key once committed to the repository, derived for the token's kind",
      () => signedWith(audienceKey(OLD_REPOSITORY_KEY, audience), claimsOf(good())),
    ],
    ['alg none, no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(good()))}.`],
    [
      'another header with the old signature',
      () => {
        const [, payload, signature] = good().split('.');
        return `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
      },
    ],
    ['no expiry, properly signed', () => signToken({ sub: claimsOf(good()).sub } as TokenClaims, audience)],
    ['expiry at 1e308, properly signed', () => signToken({ ...claimsOf(good()), exp: 1e308 }, audience)],
    [
      // A minute, not a second: the request is checked later than the token is made, by more than a second on a
      // busy machine (the exact boundary is held by the verifier's own table, with a fixed now).
      "expiry a minute beyond the kind's whole life from now, properly signed",
      () => signToken({ ...claimsOf(good()), exp: nowSeconds() + ttl + 60 }, audience),
    ],
    [
      'renewal time after the expiry, properly signed',
      () => signToken({ ...claimsOf(good()), ren: claimsOf(good()).exp + 1 }, audience),
    ],
    [
      'renewal time as text, properly signed',
      () => signToken({ ...claimsOf(good()), ren: '0' as unknown as number }, audience),
    ],
    ...wrongKindTokens(kind),
    ['not a token at all', () => 'garbage'],
    ['four parts', () => `${good()}.extra`],
  ];
}

/**
 * Genuine, unexpired tokens of another kind than `kind` (the issue's cross-uses): each one properly signed by
 * this server for its own purpose, and so refused for any other.
 */
function wrongKindTokens(kind: Kind): [string, () => string][] {
  const exp = () => nowSeconds() + 60 * 60;
  const asStaff = () => ({ sub: 'staff-1', exp: exp(), ren: nowSeconds() });
  const asCustomer = () => ({ sub: CUSTOMER.id, exp: exp(), ren: nowSeconds(), lid: `lt-${CUSTOMER.id}` });
  if (kind === 'staff') {
    return [
      ["a customer's login token", () => issueLoginToken(CUSTOMER)],
      ["a customer's long-term token", () => issueLongtermToken(CUSTOMER)],
      ["a login token naming the staff member's id", () => signToken(asStaff(), 'login')],
      ["a long-term token naming the staff member's id", () => signToken(asStaff(), 'longterm')],
      [
        "a login token's signature under claims that say staff",
        () => {
          const [header, , signature] = signToken(asStaff(), 'login').split('.');
          return `${header}.${b64({ ...asStaff(), aud: 'staff' })}.${signature}`;
        },
      ],
    ];
  }
  return [
    ["the customer's own long-term token", () => issueLongtermToken(CUSTOMER)],
    ['a long-term token with login claims', () => signToken(asCustomer(), 'longterm')],
    ['a staff token naming the customer', () => signToken(asCustomer(), 'staff')],
    ['a staff token', () => issueStaffToken()],
    [
      "a long-term token's signature under claims that say login",
      () => {
        const [header, , signature] = signToken(asCustomer(), 'longterm').split('.');
        return `${header}.${b64({ ...asCustomer(), aud: 'login' })}.${signature}`;
      },
    ],
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
      call(PSDATA_PATH, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: `LoginToken=${token}` } }),
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
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
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
      name: `GET ${PREVIEW_CHECK_AUTH_PATH} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => call(PREVIEW_CHECK_AUTH_PATH, { headers: { Cookie: `${cookie}=${token}` } }),
      accepted: async (response) =>
        response.status === 200 && ((await response.json()) as { status: string }).status === 'SUCCESS',
    },
    {
      name: `GET ${PREVIEW_RENEW_PATH} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => call(PREVIEW_RENEW_PATH, { headers: { Cookie: `${cookie}=${token}` } }),
      accepted: async (response) => response.status === 200 && response.headers.getSetCookie().length === 1,
    },
    {
      name: `POST ${PREVIEW_TOKEN_PATH} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) =>
        call(PREVIEW_TOKEN_PATH, {
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
      name: `GET ${PREVIEW_LOGOUT_PATH} (${cookie} cookie)`,
      kind: 'staff',
      call: (token) => {
        store.preview.set('staff-1', { ...STAFF_SETTINGS });
        return call(PREVIEW_LOGOUT_PATH, { headers: { Cookie: `${cookie}=${token}` } });
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
  it('gives the claims of a token it signed, with its kind, until the second of its expiry', () => {
    const token = signToken({ sub: 'x', exp: 1000, ren: 900 }, 'staff');
    expect(verifyToken(token, 'staff', 999)).toEqual({ sub: 'x', exp: 1000, ren: 900, aud: 'staff' });
    expect(verifyToken(token, 'staff', 1000)).toBeUndefined();
  });

  const KINDS: TokenAudience[] = ['login', 'longterm', 'staff'];

  it.each(
    KINDS.flatMap((signed) => KINDS.filter((other) => other !== signed).map((other) => [signed, other])),
  )('never takes a %s token as a %s token', (signed, other) => {
    const token = signToken({ sub: 'x', exp: 2000 }, signed as TokenAudience);
    expect(verifyToken(token, signed as TokenAudience, 1000)).toBeDefined();
    expect(verifyToken(token, other as TokenAudience, 1000)).toBeUndefined();
  });
});

/** tokens.ts loaded afresh, as at a server start, with `env` as its environment. */
async function startWith(env: Record<string, string | undefined>): Promise<typeof tokensModule> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    return await import('./tokens.ts');
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('verifyToken, with a key these tests know', () => {
  const SERVER_KEY = 'tokens-test-key-0123456789abcdef-0123456789';
  let tokens: typeof tokensModule;
  beforeAll(async () => {
    tokens = await startWith({ TOKEN_SECRET: SERVER_KEY });
  });

  // The login token's key, as tokens.ts derives it, to sign claims signToken would never write.
  const signRaw = (claims: string) => {
    const body = `${HEADER}.${Buffer.from(claims).toString('base64url')}`;
    return `${body}.${createHmac('sha256', audienceKey(SERVER_KEY, 'login')).update(body).digest('base64url')}`;
  };

  it('is signed with the key these tests use (so the refusals below are about the claims)', () => {
    expect(
      tokens.verifyToken(signRaw(JSON.stringify({ sub: 'x', exp: 2000, aud: 'login' })), 'login', 1000),
    ).toEqual({ sub: 'x', exp: 2000, aud: 'login' });
    // Up to the kind's whole life from now, with an issue time that has passed.
    const longest = JSON.stringify({ sub: 'x', exp: 1000 + 30 * 60, iat: 1000, aud: 'login' });
    expect(tokens.verifyToken(signRaw(longest), 'login', 1000)).toBeDefined();
  });

  it.each([
    ['null claims', 'null'],
    ['an array', '[]'],
    ['no subject', JSON.stringify({ exp: 2000, aud: 'login' })],
    ['a number subject', JSON.stringify({ sub: 7, exp: 2000, aud: 'login' })],
    ['a text expiry', JSON.stringify({ sub: 'x', exp: '2000', aud: 'login' })],
    ['an infinite expiry', '{"sub":"x","exp":1e309,"aud":"login"}'],
    ['an expiry of 1e308', JSON.stringify({ sub: 'x', exp: 1e308, aud: 'login' })],
    [
      "an expiry past the login token's 30 minutes",
      JSON.stringify({ sub: 'x', exp: 1000 + 30 * 60 + 1, aud: 'login' }),
    ],
    ['an issue time in the future', JSON.stringify({ sub: 'x', exp: 2000, iat: 1001, aud: 'login' })],
    ['an issue time as text', JSON.stringify({ sub: 'x', exp: 2000, iat: '0', aud: 'login' })],
    ['no kind', JSON.stringify({ sub: 'x', exp: 2000 })],
    ['another kind', JSON.stringify({ sub: 'x', exp: 2000, aud: 'staff' })],
    ['the kind in a list', JSON.stringify({ sub: 'x', exp: 2000, aud: ['login'] })],
    ['not JSON', 'not json'],
  ])('refuses a well-signed token with %s', (_, claims) => {
    expect(tokens.verifyToken(signRaw(claims), 'login', 1000)).toBeUndefined();
  });

  it("refuses a token signed with the server key itself rather than the kind's key", () => {
    const token = signedWith(SERVER_KEY, { sub: 'x', exp: 2000, aud: 'login' });
    expect(tokens.verifyToken(token, 'login', 1000)).toBeUndefined();
  });

  it.each([
    ['alg none', { alg: 'none', typ: 'JWT' }],
    ['another algorithm', { alg: 'HS512', typ: 'JWT' }],
    ['our header with a key added', { alg: 'HS256', typ: 'JWT', kid: 'other' }],
  ])('refuses a token signed with our key under another header: %s', (_, header) => {
    const token = signedWith(
      audienceKey(SERVER_KEY, 'login'),
      { sub: 'x', exp: 2000, aud: 'login' },
      b64(header),
    );
    expect(tokens.verifyToken(token, 'login', 1000)).toBeUndefined();
  });
});

describe('the server key', () => {
  const claims = { sub: 'staff-1', exp: 2000 };

  it('is TOKEN_SECRET when set: a token survives a restart', async () => {
    const key = { TOKEN_SECRET: 'a-deployment-secret-of-forty-characters!' };
    const token = (await startWith(key)).signToken(claims, 'staff');
    const restarted = await startWith(key);
    expect(restarted.verifyToken(token, 'staff', 1000)).toMatchObject(claims);
    expect(restarted.tokenKeyNotice()).toBe('tokens are signed with the key in TOKEN_SECRET');
  });

  it.each([
    ['unset', { TOKEN_SECRET: undefined }],
    ['empty', { TOKEN_SECRET: '' }],
  ])(
    'is random per start when TOKEN_SECRET is %s, and says so: no token survives a restart',
    async (_, env) => {
      const first = await startWith(env);
      const token = first.signToken(claims, 'staff');
      expect(first.verifyToken(token, 'staff', 1000)).toMatchObject(claims);
      expect((await startWith(env)).verifyToken(token, 'staff', 1000)).toBeUndefined();
      expect(first.tokenKeyNotice()).toMatch(/TOKEN_SECRET is not set: .*random key made at this start/);
    },
  );

  it('is never the key once committed to the repository', async () => {
    const tokens = await startWith({ TOKEN_SECRET: undefined });
    const forged = signedWith(audienceKey(OLD_REPOSITORY_KEY, 'staff'), { ...claims, aud: 'staff' });
    expect(tokens.verifyToken(forged, 'staff', 1000)).toBeUndefined();
    expect(tokens.verifyToken(signedWith(OLD_REPOSITORY_KEY, claims), 'staff', 1000)).toBeUndefined();
  });

  it.each([
    ['32 times the same letter', 'a'.repeat(32)],
    ['a short pattern repeated', 'abcd'.repeat(8)],
    ['a word repeated', 'password'.repeat(4)],
    ['two letters, however long', 'ab'.repeat(64)],
    ['digits counting up', '0123456789'.repeat(4)],
  ])('stops the start when TOKEN_SECRET is long enough but guessable: %s', async (_, secret) => {
    const start = startWith({ TOKEN_SECRET: secret });
    await expect(start).rejects.toThrow(/TOKEN_SECRET is too easy to guess/);
    // The message says how to make a good one, and never shows the secret.
    await expect(start).rejects.toThrow(/openssl rand -base64 48/);
    await expect(start).rejects.not.toThrow(secret);
  });

  it.each([
    ['hex, as `openssl rand -hex 16` makes it', '9f86d081884c7d659a2feaa0c55ad015'],
    [
      'base64, as `openssl rand -base64 48` makes it',
      'kV3q0m9bXy2c7Q1u8sZfA4LhN6pEwT5jR0dGiYoBvHnCxM3aK8tUe1WzS2lP9rFq',
    ],
    ['a long sentence', 'Our demo key for the shop at the harbour, 2026!'],
  ])('takes a TOKEN_SECRET with enough variety: %s', async (_, secret) => {
    await expect(startWith({ TOKEN_SECRET: secret })).resolves.toBeDefined();
  });

  it('stops the start when TOKEN_SECRET is too short to be a key', async () => {
    await expect(startWith({ TOKEN_SECRET: 'secret' })).rejects.toThrow(
      /TOKEN_SECRET must be at least 32 characters long/,
    );
  });
});

describe('verifyToken on anything but a token', () => {
  it.each([undefined, null, '', 'a.b', 'a.b.c.d'])('refuses %j', (token) => {
    expect(verifyToken(token, 'login', 0)).toBeUndefined();
  });
});
