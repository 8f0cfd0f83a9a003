// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlers } from './handlers.ts';
import { SITE_HEADER } from '../../src/contract/newsletter.ts';
import { CLIENT_ADDRESS_HEADER } from './rate-limit.ts';
import { resetStore, store } from './store.ts';
import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_PRIVATE_PATH } from '../../src/contract/newsletter.ts';

// The sign-up limits of POST {base}/newsletter-subscribers, called as the demo server calls the handlers.

const ORIGIN = 'http://127.0.0.1:4173';
const HOUR_MS = 60 * 60 * 1000;

function signUp(
  email: string,
  { client, base = NEWSLETTER_INTERNAL_PATH }: { client?: string; base?: string } = {},
): Promise<Response> {
  return getResponse(
    handlers,
    new Request(`${ORIGIN}${base}/newsletter-subscribers`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SITE_HEADER]: 'DE',
        ...(client ? { [CLIENT_ADDRESS_HEADER]: client } : {}),
      },
      body: JSON.stringify({ email, consents: [], origin: 'NEWSLETTER' }),
    }),
  ) as Promise<Response>;
}

/** Sets limits as the environment would, and applies them as a backend (re)start or `/__test__/reset` does. */
function limits(env: Record<string, string>): void {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetStore();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetStore();
});

async function expectRateLimited(response: Response, maxWaitS: number): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ errorType: 'RATE_LIMITED' });
  const wait = Number(response.headers.get('Retry-After'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(maxWaitS);
}

describe('newsletter sign-up limits, defaults', () => {
  it('allows 5 sign-ups of one address per hour, in any case and padding, then answers 429 with Retry-After', async () => {
    const spellings = [
      'leo@example.com',
      'Leo@Example.com',
      ' leo@example.com ',
      'LEO@EXAMPLE.COM',
      'leo@example.com',
    ];
    for (const email of spellings) expect((await signUp(email, { client: '10.0.0.1' })).status).toBe(201);
    await expectRateLimited(await signUp('leo@EXAMPLE.com', { client: '10.0.0.2' }), 3600);
    expect(Number((await signUp('leo@example.com')).headers.get('Retry-After'))).toBe(3600);
    // Another address is not affected; the limited one may sign up again an hour after its first sign-up.
    expect((await signUp('mia@example.com')).status).toBe(201);
    store.clockOffsetMs = HOUR_MS;
    expect((await signUp('leo@example.com')).status).toBe(201);
  });

  it('counts one address across both bases', async () => {
    for (let i = 0; i < 3; i++) await signUp('both@example.com');
    for (let i = 0; i < 2; i++) await signUp('both@example.com', { base: NEWSLETTER_PRIVATE_PATH });
    expect((await signUp('both@example.com', { base: NEWSLETTER_PRIVATE_PATH })).status).toBe(429);
    expect((await signUp('both@example.com')).status).toBe(429);
  });

  it('limits a subscribed address like any other, so a 429 tells nothing about a subscription', async () => {
    const subscribed = 'max.abonnent@example.com';
    expect(store.subscribers.get(subscribed)?.status).toBe('SUBSCRIBED');
    for (let i = 0; i < 5; i++) expect((await signUp(subscribed)).status).toBe(201);
    await expectRateLimited(await signUp(subscribed), 3600);
  });

  it('allows 30 sign-ups of fresh addresses per client per minute, then answers 429 for that client only', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signUp(`fresh.${i}@example.com`, { client: '192.0.2.7' })).status).toBe(201);
    }
    await expectRateLimited(await signUp('fresh.30@example.com', { client: '192.0.2.7' }), 60);
    expect((await signUp('fresh.30@example.com', { client: '192.0.2.8' })).status).toBe(201);
    store.clockOffsetMs = 60 * 1000;
    expect((await signUp('fresh.31@example.com', { client: '192.0.2.7' })).status).toBe(201);
  });

  it('does not count a refused sign-up against the address (the client limit refused it)', async () => {
    limits({ NEWSLETTER_LIMIT_PER_CLIENT: '1', NEWSLETTER_LIMIT_PER_ADDRESS: '1' });
    expect((await signUp('first@example.com', { client: 'a' })).status).toBe(201);
    expect((await signUp('second@example.com', { client: 'a' })).status).toBe(429);
    expect((await signUp('second@example.com', { client: 'b' })).status).toBe(201);
  });

  it('counts no client for a request that did not come through the demo server (in-process callers)', async () => {
    for (let i = 0; i < 40; i++) expect((await signUp(`in.process.${i}@example.com`)).status).toBe(201);
  });

  it('counts only sign-ups that pass validation: field errors and fault addresses stay as they were', async () => {
    limits({ NEWSLETTER_LIMIT_PER_CLIENT: '2' });
    for (let i = 0; i < 5; i++) {
      expect((await signUp('not an address', { client: 'c' })).status).toBe(400);
      expect((await signUp('x@invalid.example', { client: 'c' })).status).toBe(400);
      expect((await signUp('x@fail.example', { client: 'c' })).status).toBe(500);
    }
    expect((await signUp('ok.1@example.com', { client: 'c' })).status).toBe(201);
    expect((await signUp('ok.2@example.com', { client: 'c' })).status).toBe(201);
    expect((await signUp('ok.3@example.com', { client: 'c' })).status).toBe(429);
  });
});

describe('newsletter sign-up limits from the environment', () => {
  it('applies the limits and windows set in the environment', async () => {
    limits({
      NEWSLETTER_LIMIT_PER_ADDRESS: '2',
      NEWSLETTER_LIMIT_PER_ADDRESS_WINDOW_S: '30',
      NEWSLETTER_LIMIT_PER_CLIENT: '3',
      NEWSLETTER_LIMIT_PER_CLIENT_WINDOW_S: '10',
    });
    expect((await signUp('env@example.com', { client: 'd' })).status).toBe(201);
    expect((await signUp('env@example.com', { client: 'd' })).status).toBe(201);
    await expectRateLimited(await signUp('env@example.com', { client: 'e' }), 30);
    expect((await signUp('other@example.com', { client: 'd' })).status).toBe(201);
    const overClient = await signUp('third@example.com', { client: 'd' });
    await expectRateLimited(overClient, 10);
  });

  it('answers the longer wait when both limits refuse', async () => {
    limits({ NEWSLETTER_LIMIT_PER_ADDRESS: '1', NEWSLETTER_LIMIT_PER_CLIENT: '1' });
    await signUp('both.limits@example.com', { client: 'f' });
    expect((await signUp('both.limits@example.com', { client: 'f' })).headers.get('Retry-After')).toBe(
      '3600',
    );
  });

  it('starts over on resetStore()', async () => {
    limits({ NEWSLETTER_LIMIT_PER_ADDRESS: '1' });
    expect((await signUp('again@example.com')).status).toBe(201);
    expect((await signUp('again@example.com')).status).toBe(429);
    resetStore();
    expect((await signUp('again@example.com')).status).toBe(201);
  });

  it('refuses to start with a limit that is not a positive whole number', () => {
    vi.stubEnv('NEWSLETTER_LIMIT_PER_ADDRESS', 'five');
    expect(() => resetStore()).toThrow(/NEWSLETTER_LIMIT_PER_ADDRESS must be a positive whole number/);
  });
});

describe('newsletter sign-up limits and personal data', () => {
  it('puts the address in no answer, no log line and no recorded request', async () => {
    limits({ NEWSLETTER_LIMIT_PER_ADDRESS: '1' });
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(...args));
    }
    await signUp('private.person@example.com', { client: 'g' });
    const refused = await signUp('Private.Person@example.com', { client: 'g' });
    expect(refused.status).toBe(429);
    const answer = JSON.stringify([...refused.headers]) + (await refused.text());
    expect(answer).not.toMatch(/private\.person/i);
    expect(JSON.stringify(logged)).not.toMatch(/private\.person/i);
    expect(store.requests.map((request) => request.path).join(' ')).not.toMatch(/private\.person/i);
  });
});
