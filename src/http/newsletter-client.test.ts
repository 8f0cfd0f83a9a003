import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../../demo/backend/customers-data.ts';
import { issueLoginToken } from '../../demo/backend/customer.ts';
import {
  DEMO_EXPIRED_DOI_TOKEN,
  DEMO_VALID_DOI_TOKEN,
  DOI_TOKEN_TTL_MS,
  store,
} from '../../demo/backend/store.ts';
import { offContract } from '../../test/contract/answers.ts';
import { server } from '../../test/msw.ts';
import { NewsletterClient, type CreateNewsletterSubscriberRequest } from './newsletter-client.ts';
import {
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_INTERNAL_PATH,
  type NewsletterCategory,
} from '../contract/newsletter.ts';

const client = new NewsletterClient({ site: 'DE' });
const request = (email: string, extra: Partial<CreateNewsletterSubscriberRequest> = {}) => ({
  email,
  consents: [],
  origin: 'NEWSLETTER' as const,
  ...extra,
});

describe('NewsletterClient.createSubscriber against the reference backend', () => {
  it('signs a new address up and leaves it waiting for the double opt-in', async () => {
    expect(await client.createSubscriber(request('new.reader@example.com', { consents: ['DNE'] }))).toBe(
      'SUCCESS',
    );
    expect(store.subscribers.get('new.reader@example.com')).toMatchObject({
      status: 'WAITING_FOR_DOI',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
    });
  });

  it('answers the email-invalid error for an address at invalid.example', async () => {
    expect(await client.createSubscriber(request('someone@invalid.example'))).toBe('ERROR_INVALID_EMAIL');
  });

  it('answers the email-invalid error for an address the server finds malformed', async () => {
    expect(await client.createSubscriber(request('not-an-address'))).toBe('ERROR_INVALID_EMAIL');
  });

  it('answers a generic error for a server failure at fail.example', async () => {
    expect(await client.createSubscriber(request('someone@fail.example'))).toBe('ERROR_GENERIC');
  });

  it('answers a generic error when the server refuses a field by the site rules', async () => {
    const hungarian = new NewsletterClient({ site: 'HU' });
    expect(await hungarian.createSubscriber(request('eva@example.hu'))).toBe('ERROR_GENERIC');
    expect(
      await hungarian.createSubscriber(
        request('eva@example.hu', { salutation: 'MRS', firstName: 'Éva', lastName: 'Kovács' }),
      ),
    ).toBe('SUCCESS');
  });

  it('answers SUCCESS to a repeated sign-up without changing a confirmed subscription', async () => {
    const subscribed = DEMO_CUSTOMERS.find((customer) => customer.newsletterStatus === 'SUBSCRIBED')!;
    expect(await client.createSubscriber(request(subscribed.email))).toBe('SUCCESS');
    expect(store.subscribers.get(subscribed.email)?.status).toBe('SUBSCRIBED');
  });

  it('sends a fresh confirmation token when a pending address signs up again', async () => {
    await client.createSubscriber(request('twice@example.com'));
    const first = store.subscribers.get('twice@example.com')?.token;
    await client.createSubscriber(request('twice@example.com'));
    expect(store.subscribers.get('twice@example.com')?.token).not.toBe(first);
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    [
      'a 200 with malformed JSON',
      () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['a 200 of the wrong shape', () => HttpResponse.json({ ok: true })],
    ['a 204', () => new HttpResponse(null, { status: 204 })],
    ['a 503', () => HttpResponse.json({}, { status: 503 })],
  ])('answers a generic error for %s', async (_case, answer) => {
    server.use(http.post(`*${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`, () => offContract(answer())));
    expect(await client.createSubscriber(request('a@example.com'))).toBe('ERROR_GENERIC');
  });

  it("sends the client's site, and no X-Original-Address with a sign-up", async () => {
    const seen: (string | null)[][] = [];
    server.use(
      http.post(`*${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`, ({ request: sent }) => {
        seen.push([sent.headers.get('X-Hunter-Site'), sent.headers.get('X-Original-Address')]);
        return HttpResponse.json({ status: 'SUCCESS' }, { status: 201 });
      }),
    );
    await client.createSubscriber(request('a@example.com'));
    await new NewsletterClient({ site: 'TR' }).createSubscriber(request('a@example.com'));
    expect(seen).toEqual([
      ['DE', null],
      ['TR', null],
    ]);
  });
});

describe('NewsletterClient double opt-in', () => {
  it('confirms a valid token and the subscriber is subscribed', async () => {
    expect(await client.confirmDoi(DEMO_VALID_DOI_TOKEN)).toBe('CONFIRMED');
    expect(store.subscribers.get('doi.pending@example.com')?.status).toBe('SUBSCRIBED');
    expect((await client.getSubscriber(DEMO_VALID_DOI_TOKEN))?.status).toBe('SUBSCRIBED');
  });

  it('reports an expired token and an unknown token as expired', async () => {
    expect(await client.confirmDoi(DEMO_EXPIRED_DOI_TOKEN)).toBe('EXPIRED');
    expect(await client.confirmDoi('no-such-token')).toBe('EXPIRED');
  });

  it('lets a confirmation link expire after its time', async () => {
    await client.createSubscriber(request('slow@example.com'));
    const token = store.subscribers.get('slow@example.com')!.token;
    store.clockOffsetMs = DOI_TOKEN_TTL_MS + 1000;
    expect(await client.confirmDoi(token)).toBe('EXPIRED');
  });

  it('reports a server failure during confirmation as failed, not expired', async () => {
    server.use(http.put('*/newsletter-subscribers/:token/doi', () => HttpResponse.json({}, { status: 500 })));
    expect(await client.confirmDoi(DEMO_VALID_DOI_TOKEN)).toBe('FAILED');
  });

  it('updates the consents and names of a subscription', async () => {
    expect(await client.updateSubscriber(DEMO_VALID_DOI_TOKEN, { consents: ['DNE'], firstName: 'Lea' })).toBe(
      true,
    );
    expect(store.subscribers.get('doi.pending@example.com')).toMatchObject({
      consents: ['DNE'],
      firstName: 'Lea',
    });
    expect(
      await client.updateSubscriber(DEMO_VALID_DOI_TOKEN, { consents: [], firstName: 'www.spam.com' }),
    ).toBe(false);
    expect(await client.updateSubscriber('unknown', { consents: [] })).toBe(false);
  });

  it('stores the interests an update chooses, each of the thirteen categories, and refuses another value', async () => {
    expect(NEWSLETTER_CATEGORIES).toEqual([
      'WOMEN_FASHION',
      'MEN_FASHION',
      'SPORT',
      'LIVING_FURNITURE',
      'HOBBY',
      'KIDS',
      'KITCHEN',
      'SLEEPING',
      'DISCOUNTS',
      'COFFEE',
      'MOBILE',
      'LOYALTY_CARD',
      'STORE',
    ]);
    const update = (categories: unknown) =>
      client.updateSubscriber(DEMO_VALID_DOI_TOKEN, {
        consents: [],
        categories: categories as NewsletterCategory[],
      });
    expect(await update([...NEWSLETTER_CATEGORIES, 'COFFEE'])).toBe(true);
    expect(store.subscribers.get('doi.pending@example.com')?.categories).toEqual([...NEWSLETTER_CATEGORIES]);
    expect(await update(['COFFEE', 'LOYALTY_CARD'])).toBe(true);
    expect(await update(['COFFEE', 'NEWS'])).toBe(false);
    expect(await update('COFFEE')).toBe(false);
    expect(await client.updateSubscriber(DEMO_VALID_DOI_TOKEN, { consents: ['DNE'] })).toBe(true);
    expect(store.subscribers.get('doi.pending@example.com')?.categories).toEqual(['COFFEE', 'LOYALTY_CARD']);
  });
});

describe('NewsletterClient.customerBaseData', () => {
  it('reads the base data of the customer the login token names', async () => {
    const customer = DEMO_CUSTOMERS.find((candidate) => candidate.site === 'AT')!;
    expect(await client.customerBaseData(issueLoginToken(customer))).toEqual({
      email: customer.email,
      salutation: customer.salutation,
      firstName: customer.firstName,
      lastName: customer.lastName,
      consents: ['DNE'],
      newsletterStatus: null,
    });
  });

  it('gives nothing for a forged or expired token', async () => {
    const token = issueLoginToken(DEMO_CUSTOMERS[0]!);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'c-de-2', exp: 9e9 })).toString('base64url')}.${signature}`;
    expect(await client.customerBaseData(forged)).toBeUndefined();
    store.clockOffsetMs = 24 * 60 * 60 * 1000;
    expect(await client.customerBaseData(token)).toBeUndefined();
  });
});

describe('NewsletterClient, answers of another shape', () => {
  it.each([
    { timestamp: '2026-12-01T10:00:00Z', status: 500, error: 'Internal Server Error' },
    ['SUBSCRIBED'],
    { status: '' },
  ])('reads no subscription from %j', async (body) => {
    server.use(http.get('*/newsletter-subscribers/:token', () => offContract(HttpResponse.json(body))));
    expect(await client.getSubscriber(DEMO_VALID_DOI_TOKEN)).toBeUndefined();
  });

  it('keeps only the textual parts of a subscription', async () => {
    server.use(
      http.get('*/newsletter-subscribers/:token', () =>
        offContract(HttpResponse.json({ status: 'SUBSCRIBED', consents: ['DNE', 7], origin: 3 })),
      ),
    );
    expect(await client.getSubscriber(DEMO_VALID_DOI_TOKEN)).toEqual({
      status: 'SUBSCRIBED',
      consents: ['DNE'],
    });
  });

  it('reads no base data from an answer without a usable field', async () => {
    server.use(
      http.get('*/customers/base-data', () =>
        offContract(
          HttpResponse.json({
            status: 500,
            error: 'Internal Server Error',
            email: 7,
            newsletterStatus: null,
          }),
        ),
      ),
    );
    expect(await client.customerBaseData('token')).toBeUndefined();
  });

  it('leaves out base-data fields of the wrong type', async () => {
    server.use(
      http.get('*/customers/base-data', () =>
        offContract(
          HttpResponse.json({
            email: 'eva@example.hu',
            salutation: 'SIR',
            firstName: 42,
            lastName: 'Kovács',
            consents: ['DNE', 'SPAM'],
            newsletterStatus: 5,
          }),
        ),
      ),
    );
    expect(await client.customerBaseData('token')).toEqual({
      email: 'eva@example.hu',
      lastName: 'Kovács',
      consents: ['DNE'],
    });
  });
});

describe('NewsletterClient headers and credentials', () => {
  function capture() {
    const seen: { method: string; url: string; headers: Headers }[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers });
    });
    return seen;
  }

  it("names the client's storefront in X-Hunter-Site on every sign-up, so the service applies its rules", async () => {
    const seen = capture();
    const hungarian = new NewsletterClient({ site: 'HU' });
    expect(await hungarian.createSubscriber(request('eva@example.hu'))).toBe('ERROR_GENERIC');
    expect(seen.at(-1)?.headers.get('X-Hunter-Site')).toBe('HU');
    expect(seen.at(-1)?.headers.has('X-Original-Address')).toBe(false);
    server.events.removeAllListeners('request:start');
  });

  it('confirms a double opt-in with X-Hunter-Site and X-Original-Address, the page without its query', async () => {
    const seen = capture();
    window.history.replaceState(null, '', `/de/subscribenewsletter?token=${DEMO_VALID_DOI_TOKEN}#top`);
    expect(await client.confirmDoi(DEMO_VALID_DOI_TOKEN)).toBe('CONFIRMED');
    const put = seen.find((entry) => entry.method === 'PUT')!;
    expect(put.headers.get('X-Hunter-Site')).toBe('DE');
    expect(put.headers.get('X-Original-Address')).toBe(`${location.origin}/de/subscribenewsletter`);
    expect(put.headers.get('X-Original-Address')).not.toContain(DEMO_VALID_DOI_TOKEN);
    window.history.replaceState(null, '', '/');
    server.events.removeAllListeners('request:start');
  });

  it('updates a subscription with the same headers as the confirmation: X-Hunter-Site and X-Original-Address', async () => {
    const seen = capture();
    window.history.replaceState(null, '', `/de/subscribenewsletter?token=${DEMO_VALID_DOI_TOKEN}`);
    expect(await client.updateSubscriber(DEMO_VALID_DOI_TOKEN, { consents: ['DNE'] })).toBe(true);
    const put = seen.find((entry) => entry.method === 'PUT')!;
    expect(put.headers.get('X-Hunter-Site')).toBe('DE');
    expect(put.headers.get('X-Original-Address')).toBe(`${location.origin}/de/subscribenewsletter`);
    window.history.replaceState(null, '', '/');
    server.events.removeAllListeners('request:start');
  });

  it("never sends the login token to an api-base on another origin than the page's", async () => {
    const seen = capture();
    const foreign = new NewsletterClient({ site: 'DE', privateBasePath: 'https://evil.example/api' });
    expect(foreign.sendsCredentials).toBe(false);
    expect(await foreign.customerBaseData('a-login-token')).toBeUndefined();
    expect(seen).toEqual([]);
    const protocolRelative = new NewsletterClient({ site: 'DE', privateBasePath: '//evil.example' });
    expect(protocolRelative.sendsCredentials).toBe(false);
    expect(
      new NewsletterClient({ site: 'DE', privateBasePath: `${location.origin}/x` }).sendsCredentials,
    ).toBe(true);
    expect(new NewsletterClient({ site: 'DE' }).sendsCredentials).toBe(true);
    server.events.removeAllListeners('request:start');
  });
});
