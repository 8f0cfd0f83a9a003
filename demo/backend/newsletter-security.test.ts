// @vitest-environment node
// The reference backend's answers, each checked against the service contract (test/contract/answers.ts).
import { getResponse } from '../../test/contract/answers.ts';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from './customers-data.ts';
import { handlers } from './handlers.ts';
import { SITE_HEADER } from '../../src/contract/newsletter.ts';
import { DEMO_VALID_DOI_TOKEN, DOI_TOKEN_TTL_MS, store } from './store.ts';
import {
  NEWSLETTER_ERROR_INVALID_EMAIL,
  NEWSLETTER_INTERNAL_PATH,
  NEWSLETTER_PRIVATE_PATH,
} from '../../src/contract/newsletter.ts';

// The newsletter service's defences (security probe findings), called as the demo server calls the handlers: the
// request's URL carries the origin the visitor's browser addressed (demo/server.ts `publicOrigin`).

const ORIGIN = 'http://shop.example:4173';
const SIGN_UP = `${ORIGIN}${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`;

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await getResponse(handlers, new Request(url, init));
  if (!response) throw new Error(`no handler answered ${url}`);
  return response;
}

function signUp(body: unknown, headers: Record<string, string> = {}, url = SIGN_UP): Promise<Response> {
  return call(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SITE_HEADER]: 'DE', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const SUBSCRIPTION = { email: 'new.reader@example.com', consents: [], origin: 'NEWSLETTER' };

describe('a sign-up from another site', () => {
  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame, data: page)', { Origin: 'null' }],
    ['the same host over https', { Origin: 'https://shop.example:4173' }],
    ['the same host on another port', { Origin: 'http://shop.example:8080' }],
    ['a sibling host', { Origin: 'http://www.shop.example:4173' }],
    ['a browser saying cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a browser saying same-site', { 'Sec-Fetch-Site': 'same-site', Origin: ORIGIN }],
  ])('is refused with 403 and records nothing: %s', async (_, headers) => {
    const response = await signUp(SUBSCRIPTION, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errorType: 'FORBIDDEN' });
    expect(store.subscribers.has(SUBSCRIPTION.email)).toBe(false);
  });

  it.each([
    ['its own page', { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
    ['its own origin written in capitals', { Origin: 'HTTP://SHOP.EXAMPLE:4173' }],
    ['a client that sends no Origin (a server, a test through msw)', {}],
  ])('is taken from %s', async (_, headers) => {
    expect((await signUp(SUBSCRIPTION, headers)).status).toBe(201);
  });
});

describe('a sign-up that is not JSON', () => {
  it.each([
    ['text/plain (what a cross-site form can send)', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no type at all', ''],
  ])('is refused with 415 and records nothing: %s', async (_, type) => {
    const response = await signUp(SUBSCRIPTION, { 'Content-Type': type });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errorType: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(store.subscribers.has(SUBSCRIPTION.email)).toBe(false);
  });

  it('is taken as application/json with a charset', async () => {
    const response = await signUp(SUBSCRIPTION, { 'Content-Type': 'application/json; charset=utf-8' });
    expect(response.status).toBe(201);
  });
});

describe('an address with a hidden character', () => {
  it('is the email-invalid error, and never a new address for the per-address limit', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signUp({ ...SUBSCRIPTION, email: 'leo@example.com' })).status).toBe(201);
    // Controls and formatting, then letters, marks and symbols that draw nothing (Hangul fillers, Braille blank,
    // combining grapheme joiner).
    for (const hidden of [
      '\u200b',
      '\u202e',
      '\u0000',
      '\u2060',
      '\u3164',
      '\u115f',
      '\uffa0',
      '\u2800',
      '\u034f',
    ]) {
      const response = await signUp({ ...SUBSCRIPTION, email: `leo${hidden}@example.com` });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errorType: NEWSLETTER_ERROR_INVALID_EMAIL, field: 'email' });
    }
    expect((await signUp({ ...SUBSCRIPTION, email: 'leo@example.com' })).status).toBe(429);
    expect([...store.subscribers.keys()].filter((key) => key.startsWith('leo'))).toEqual(['leo@example.com']);
  });
});

describe('the site of a sign-up', () => {
  it.each([
    ['no site header', undefined],
    ['an unknown site', 'FR'],
    ['an empty site', ''],
  ])('is required: %s is 400, which the client shows as its generic error', async (_, site) => {
    const response = await call(SIGN_UP, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(site === undefined ? {} : { [SITE_HEADER]: site }) },
      body: JSON.stringify(SUBSCRIPTION),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorType: string };
    expect(body).toEqual({ errorType: 'VALIDATION', fields: { site: 'required' } });
    expect(body.errorType).not.toBe(NEWSLETTER_ERROR_INVALID_EMAIL);
    expect(store.subscribers.has(SUBSCRIPTION.email)).toBe(false);
  });

  it.each([
    ['HU without a salutation', 'HU', { firstName: 'Éva', lastName: 'Kovács' }, { salutation: 'required' }],
    ['HU without names', 'hu', { salutation: 'MRS' }, { firstName: 'required', lastName: 'required' }],
    ['TR without names', 'TR', {}, { firstName: 'required', lastName: 'required' }],
  ])('brings its rules to every sign-up: %s', async (_, site, extra, fields) => {
    const response = await signUp({ ...SUBSCRIPTION, ...extra }, { [SITE_HEADER]: site });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errorType: 'VALIDATION', fields });
  });

  it('is stored with the subscription, under either base', async () => {
    const url = `${ORIGIN}${NEWSLETTER_PRIVATE_PATH}/newsletter-subscribers`;
    expect((await signUp(SUBSCRIPTION, { [SITE_HEADER]: 'ch-fr' }, url)).status).toBe(201);
    expect(store.subscribers.get(SUBSCRIPTION.email)?.site).toBe('CH_FR');
  });
});

describe('subscriber links', () => {
  const link = (token: string, suffix = '') =>
    `${ORIGIN}${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers/${encodeURIComponent(token)}${suffix}`;
  const read = (token: string) => call(link(token));
  const edit = (token: string) =>
    call(link(token), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ consents: ['DNE'], firstName: 'Mallory' }),
    });
  const confirm = (token: string) => call(link(token, '/doi'), { method: 'PUT' });

  /** Signs `email` up and looks its link's token up in the store, as the confirmation mail would carry it. */
  async function signedUpToken(email: string): Promise<string> {
    expect((await signUp({ ...SUBSCRIPTION, email })).status).toBe(201);
    return store.subscribers.get(email)!.token;
  }

  it('read, edit and confirm while the link is fresh', async () => {
    const token = await signedUpToken('fresh.link@example.com');
    expect((await read(token)).status).toBe(200);
    expect((await edit(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(200);
    expect(store.subscribers.get('fresh.link@example.com')).toMatchObject({
      status: 'SUBSCRIBED',
      firstName: 'Mallory',
    });
  });

  it('do nothing once expired: read, edit and confirm answer 410 EXPIRED', async () => {
    const token = await signedUpToken('old.link@example.com');
    store.clockOffsetMs = DOI_TOKEN_TTL_MS;
    for (const answer of [await read(token), await edit(token), await confirm(token)]) {
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual({ errorType: 'EXPIRED' });
    }
    expect(store.subscribers.get('old.link@example.com')).toMatchObject({ status: 'WAITING_FOR_DOI' });
    expect(store.subscribers.get('old.link@example.com')?.firstName).toBeUndefined();
  });

  it('of a confirmed subscription also expire: an old link no longer reads or edits it', async () => {
    const token = await signedUpToken('confirmed.reader@example.com');
    expect((await confirm(token)).status).toBe(200);
    store.clockOffsetMs = DOI_TOKEN_TTL_MS;
    expect((await confirm(token)).status).toBe(410);
    expect((await read(token)).status).toBe(410);
    expect((await edit(token)).status).toBe(410);
  });

  it('of the seeded subscriptions are random, not derived from the customer id, and expired', async () => {
    const seeded = DEMO_CUSTOMERS.filter((customer) => customer.newsletterStatus);
    expect(seeded.length).toBeGreaterThan(0);
    for (const customer of seeded) {
      const token = store.subscribers.get(customer.email)!.token;
      expect(token).not.toContain(customer.id);
      expect(token).toMatch(/^[\w-]{32}$/);
      for (const guess of [`seed-${customer.id}`, customer.id, `lt-${customer.id}`]) {
        expect((await read(guess)).status).toBe(404);
        expect((await edit(guess)).status).toBe(404);
      }
      expect((await read(token)).status).toBe(410);
    }
  });

  it('keep the documented demo token working (a made-up address at example.com)', async () => {
    expect((await read(DEMO_VALID_DOI_TOKEN)).status).toBe(200);
    expect((await confirm(DEMO_VALID_DOI_TOKEN)).status).toBe(200);
  });
});
