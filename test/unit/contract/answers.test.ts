import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../demo/backend/handlers.ts';
import { getResponse, offContract, takeContractProblems } from '../../contract/answers.ts';
import {
  contractProblems,
  expectMatchesContract,
  findOperation,
  requestProblems,
} from '../../contract/contract.ts';
import { server } from '../../msw.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PSDATA_PATH } from '../../../src/contract/customer-data.ts';
import { FOOTER_CONTENT_PATH, FOOTER_PROMOTION_PATH } from '../../../src/contract/footer.ts';
import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_PRIVATE_PATH } from '../../../src/contract/newsletter.ts';

/** The checks of answers against the service contract (test/contract/), which test/setup.ts runs after each test. */

const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

describe('finding the operation of a request', () => {
  it.each([
    ['POST', `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`, '/newsletter-subscribers'],
    ['POST', `${NEWSLETTER_PRIVATE_PATH}/newsletter-subscribers`, '/newsletter-subscribers'],
    [
      'PUT',
      `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers/abc/doi`,
      '/newsletter-subscribers/{subscriberToken}/doi',
    ],
    ['GET', `${NEWSLETTER_PRIVATE_PATH}/customers/base-data`, '/customers/base-data'],
    ['GET', FOOTER_CONTENT_PATH.replace('{site}', 'CH_FR'), '/service/footer/api/v1/content/{site}'],
    ['GET', '/service/footer-images/logos/dhl.svg', '/service/footer-images/logos/{file}'],
  ])('%s %s is %s', (method, path, documented) => {
    expect(findOperation(method, path)?.path).toBe(documented);
  });

  it('finds none for another method, another base or an unknown path', () => {
    expect(findOperation('DELETE', `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`)).toBeUndefined();
    expect(findOperation('GET', `${NEWSLETTER_INTERNAL_PATH}/customers/base-data`)).toBeUndefined();
    expect(findOperation('GET', '/service/unknown')).toBeUndefined();
  });
});

describe('an answer against the contract', () => {
  it('passes a documented answer, and the reference backend’s', async () => {
    await expectMatchesContract('GET', PSDATA_PATH, json({ loggedIn: false, newsletterStatus: null }));
    const footer = await getResponse(
      handlers,
      new Request(`http://localhost${FOOTER_CONTENT_PATH.replace('{site}', 'DE')}`),
    );
    await expectMatchesContract('GET', FOOTER_CONTENT_PATH.replace('{site}', 'DE'), footer!);
    expect(await takeContractProblems()).toEqual([]);
  });

  it('names what is wrong with a body of the wrong shape', async () => {
    expect(await contractProblems('GET', PSDATA_PATH, json({ newsletterStatus: 7 }))).toEqual([
      `GET ${PSDATA_PATH} → 200: body must have required property 'loggedIn'`,
      `GET ${PSDATA_PATH} → 200: body/newsletterStatus must be string`,
      `GET ${PSDATA_PATH} → 200: body/newsletterStatus must be null`,
      `GET ${PSDATA_PATH} → 200: body/newsletterStatus must match exactly one schema in oneOf`,
    ]);
  });

  it('checks the promotion wrapper and the footer document as component schemas', async () => {
    expect(await contractProblems('GET', FOOTER_PROMOTION_PATH, json({ contentJSON: {} }))).toEqual([
      `GET ${FOOTER_PROMOTION_PATH} → 200: body/contentJSON must be string`,
    ]);
    const problems = await contractProblems(
      'GET',
      FOOTER_CONTENT_PATH.replace('{site}', 'DE'),
      json({ teaser: { groups: [] } }),
    );
    expect(problems).toContain(
      `GET ${FOOTER_CONTENT_PATH.replace('{site}', 'DE')} → 200: body must have required property 'legalLinks'`,
    );
  });

  it('refuses a 2xx the operation does not list, a body that is not JSON and another content type', async () => {
    expect(await contractProblems('GET', PSDATA_PATH, new Response(null, { status: 204 }))).toEqual([
      `GET ${PSDATA_PATH} → 204: ${PSDATA_PATH} lists no 204 (a 2xx answer must be listed)`,
    ]);
    const broken = new Response('{', { headers: { 'Content-Type': 'application/json' } });
    expect(await contractProblems('GET', PSDATA_PATH, broken)).toEqual([
      `GET ${PSDATA_PATH} → 200: the body is not JSON`,
    ]);
    const html = new Response('<p>', { headers: { 'Content-Type': 'text/html' } });
    expect(await contractProblems('GET', PSDATA_PATH, html)).toEqual([
      `GET ${PSDATA_PATH} → 200: content type text/html is not one of application/json`,
    ]);
  });

  it('takes a problem document for a listed failure, and any answer for one it does not list (default)', async () => {
    const problem = json(
      { type: 'about:blank', title: 'Forbidden', status: 403 },
      403,
      'application/problem+json',
    );
    expect(await contractProblems('GET', PSDATA_PATH, problem)).toEqual([]);
    const gateway = new Response('<h1>Bad Gateway</h1>', {
      status: 502,
      headers: { 'Content-Type': 'text/html' },
    });
    expect(await contractProblems('GET', PSDATA_PATH, gateway)).toEqual([]);
  });

  it('refuses an operation the contract does not have', async () => {
    expect(await contractProblems('GET', '/service/unknown', json({}))).toEqual([
      'GET /service/unknown → 200: the contract has no operation GET /service/unknown',
    ]);
  });
});

describe('the check after each test (test/setup.ts)', () => {
  it('finds a mock’s answer off the contract', async () => {
    server.use(http.get(`*${PSDATA_PATH}`, () => HttpResponse.json({ loggedIn: 'yes' })));
    await fetch(PSDATA_PATH, { headers: CSRF });
    // Taken here, so that this test passes: setup.ts would fail it with the same list.
    expect(await takeContractProblems()).toEqual([`GET ${PSDATA_PATH} → 200: body/loggedIn must be boolean`]);
  });

  it('leaves alone an answer marked off the contract on purpose, and calls outside /service/', async () => {
    server.use(
      http.get(`*${PSDATA_PATH}`, () => offContract(HttpResponse.json({ loggedIn: 'yes' }))),
      http.get('*/content/footer.json', () => HttpResponse.json({ anything: true })),
    );
    await fetch(PSDATA_PATH, { headers: CSRF });
    await fetch('/content/footer.json');
    expect(await takeContractProblems()).toEqual([]);
  });
});

describe('a request against the contract', () => {
  it('passes the headers and parameters the operation requires', () => {
    const headers = new Headers({ 'X-Hunter-Site': 'TR' });
    expect(
      requestProblems('PUT', `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers/abc/doi`, headers),
    ).toEqual([]);
    expect(requestProblems('GET', PSDATA_PATH, new Headers(CSRF))).toEqual([]);
    expect(requestProblems('GET', '/service/footer-images/logos/dhl.svg', new Headers())).toEqual([]);
  });

  it('names a missing header and a value its schema does not allow, in the header, the path and the query', () => {
    expect(requestProblems('GET', PSDATA_PATH, new Headers())).toEqual([
      `GET ${PSDATA_PATH}: the required header parameter X-Requested-With is missing`,
    ]);
    const signUp = `${NEWSLETTER_INTERNAL_PATH}/newsletter-subscribers`;
    expect(requestProblems('POST', signUp, new Headers({ 'X-Hunter-Site': 'XX' }))).toEqual([
      `POST ${signUp}: header parameter X-Hunter-Site must be equal to one of the allowed values`,
    ]);
    expect(requestProblems('GET', FOOTER_CONTENT_PATH.replace('{site}', 'de'), new Headers())).toEqual([
      `GET ${FOOTER_CONTENT_PATH.replace('{site}', 'de')}: path parameter site must be equal to one of the allowed values`,
    ]);
    expect(
      requestProblems('GET', '/service/abtestfrontend/api/v1/gettestsat?time=soon', new Headers()),
    ).toEqual([
      'GET /service/abtestfrontend/api/v1/gettestsat: query parameter time must match format "date-time"',
    ]);
  });

  it('is checked after each test for every request the widgets send', async () => {
    await fetch(PSDATA_PATH);
    expect(await takeContractProblems()).toEqual([
      `GET ${PSDATA_PATH}: the required header parameter X-Requested-With is missing`,
    ]);
  });
});
