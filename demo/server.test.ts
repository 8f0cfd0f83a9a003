// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkAnswer } from '../test/contract/answers.ts';
import { contractOperations } from '../test/contract/contract.ts';
import { documentSection } from '../test/docs.ts';
import { server as msw } from '../test/msw.ts';
import { issueLoginToken, LOGIN_TOKEN_RENEW_AFTER_S } from './backend/customer.ts';
import { DEMO_CUSTOMERS } from './backend/customers-data.ts';
import { SITE_HEADER } from '../src/contract/newsletter.ts';
import { issueStaffToken } from './backend/preview.ts';
import { CLIENT_ADDRESS_HEADER } from './backend/rate-limit.ts';
import { resetStore, store } from './backend/store.ts';
import { createDemoServer, listen } from './server.ts';
import { SCRIPT_READABLE_COOKIES } from './server/cookies.ts';
import { SECURITY_HEADERS } from './server/security-headers.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/contract/customer-data.ts';

// This file talks to a real HTTP server: msw must not intercept its requests.
beforeAll(() => msw.close());
afterEach(() => {
  vi.unstubAllEnvs();
  resetStore();
});

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'storefront-widgets.js'), 'export {};');
  writeFileSync(join(dist, 'chunks', 'react-AbCd1234.js'), 'export {};');
  // What a build writes beside the browser's files, which no browser needs (and a server renderer's source).
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server', 'chunks'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'storefront-widgets.js.map'), '{}');
  writeFileSync(join(dist, 'chunks', 'react-AbCd1234.js.map'), '{}');
  writeFileSync(join(dist, 'assets', 'shop-footer-0123456789.css'), ':host{}');
  // (No dist/server/index.js: the pages would be composed by it.)
  writeFileSync(join(dist, 'server', 'index.js.map'), '{}');
  writeFileSync(join(dist, 'server', 'chunks', 'ui-AbCd1234.js'), 'export {};');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'custom-elements.json'), '{}');
  writeFileSync(join(dist, 'release-manifest.json'), '{}');
  writeFileSync(join(dist, 'chunks', '.hidden.js'), 'export {};');
  return dist;
}

async function start(testEndpoints: boolean): Promise<{ server: Server; base: string }> {
  const server = createDemoServer({
    distDir: fakeDist(),
    testEndpoints,
    // Every answer of the reference backend is checked against the service contract (test/setup.ts).
    onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
  });
  return { server, base: await listen(server, 0) };
}

describe('the demo server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await start(false)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });

  it('links every storefront page from the index', async () => {
    const body = await (await get('/')).text();
    for (const path of ['/de/', '/at/', '/ch/', '/ch-fr/', '/pl/', '/cz/', '/hu/', '/sk/', '/tr/']) {
      expect(body).toContain(`href="${path}"`);
    }
  });

  it.each([
    ['/de/', 'de-DE'],
    ['/ch-fr/', 'fr-CH'],
    ['/tr/', 'tr-TR'],
    ['/cz/', 'cs-CZ'],
    ['/de/?lang=en', 'en'],
    ['/hu/?lang=%22%3E%3Cscript%3E', 'hu-HU'],
  ])('serves %s with <html lang="%s">', async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}">`);
  });

  it.each(['checkout', 'subscribenewsletter'])(
    'names the %s page of every storefront in hreflang alternates, for the country switcher',
    async (page) => {
      const body = await (await get(`/hu/${page}?csr`)).text();
      for (const [hreflang, path] of [
        ['de-DE', '/de/'],
        ['fr-CH', '/ch-fr/'],
        ['hu-HU', '/hu/'],
        ['tr-TR', '/tr/'],
        ['x-default', '/de/'],
      ]) {
        expect(body).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${path}${page}" />`);
      }
    },
  );

  it('loads the bundle with one module script and no inline script or style', async () => {
    const body = await (await get('/at/')).text();
    expect(body).toContain('<script type="module" src="/static/storefront-widgets.js"></script>');
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toMatch(/<style|style="/);
  });

  it('sends a strict CSP and the other security headers with every page', async () => {
    const { headers } = await get('/de/');
    const csp = headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'; style-src 'self'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(headers.get('permissions-policy')).toContain(`${feature}=()`);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Over plain http no HSTS: it would mean nothing there (see the https tests below).
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('sends, with the plain HTML page, the favicon and the service answers, the host policy of the services guide word for word', async () => {
    const section = documentSection('docs/guides/services.md', '## Content-Security-Policy');
    const policy = /```http\nContent-Security-Policy: (.+)\n```/.exec(section)?.[1];
    expect(policy).toMatch(/^default-src 'self'; /);
    for (const path of ['/blank/', '/de/', '/favicon.ico', '/service/footer/api/v1/content/DE'])
      expect((await get(path)).headers.get('content-security-policy'), path).toBe(policy);
    // The pages name no `data:` icon; the browser asks for /favicon.ico, which is there.
    const favicon = await get('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/x-icon');
    expect(await (await get('/blank/')).text()).not.toContain('data:');
  });

  const LOGIN_FORM = new URLSearchParams({
    email: DEMO_CUSTOMERS[0]!.email,
    password: DEMO_CUSTOMERS[0]!.password,
    return: '/de/',
  });
  const form = (body: string): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });

  it.each<[string, string, RequestInit | undefined, number]>([
    // Client-rendered: this test's dist/ has no server renderer (a composed page would warn that it falls back).
    ['a storefront page', '/de/?csr', undefined, 200],
    // The fragment route is the built renderer's handler (demo/fragments.test.ts): without it, 503.
    ['a fragment without a built renderer', '/fragments/shop-footer?site=DE', undefined, 503],
    ['the index', '/', undefined, 200],
    ['the login page', '/account/login', undefined, 200],
    [
      'the bundle entry',
      '/static/storefront-widgets.js',
      { headers: { 'Accept-Encoding': 'identity' } },
      200,
    ],
    ['a compressed chunk', '/static/chunks/react-AbCd1234.js', { headers: { 'Accept-Encoding': 'br' } }, 200],
    ['a demo stylesheet', '/demo/demo.css', undefined, 200],
    ['a page Varnish composes', '/esi/de.html', undefined, 200],
    ['a page Varnish does not have', '/esi/fr.html', undefined, 404],
    ['a footer logo', '/service/footer-images/logos/bevh.svg', undefined, 200],
    [
      'a service answer',
      '/service/customerfrontenddata/api/v1/psdata',
      { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } },
      200,
    ],
    ['a service refusal', '/service/customerfrontenddata/api/v1/psdata', undefined, 403],
    ['an unknown service', '/service/nothing-here', undefined, 404],
    ['a missing logo', '/service/footer-images/logos/none.svg', undefined, 404],
    ['a missing static file', '/static/missing.js', undefined, 404],
    ['an unknown page', '/fr/', undefined, 404],
    ['a path outside the bundle', '/static/%2e%2e/package.json', undefined, 404],
    ['a site path without its slash', '/pl?lang=en', undefined, 308],
    ['a login (redirect with a cookie)', '/account/login', form(LOGIN_FORM.toString()), 303],
    ['a wrong password', '/account/login', form('email=a%40b.c&password=x'), 401],
    ['a POST to a page', '/de/', { method: 'POST' }, 405],
    ['a form too large', '/account/login', form(`email=${'x'.repeat(20_000)}`), 413],
    [
      'a malformed service path',
      '/service/newsletter/api/internal/v1/newsletter-subscribers/%E0%A4%A',
      undefined,
      400,
    ],
  ])('sends every security header with %s (%s)', async (_, path, init, status) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await get(path, init);
    expect(response.status).toBe(status);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(status === 400 || status === 413 ? 1 : 0);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['X-Forwarded-Proto', 'https'],
    ['X-Forwarded-Proto', 'HTTPS, http'],
    ['Forwarded', 'for=192.0.2.60;proto=https;by=203.0.113.43'],
  ])(
    'adds HSTS behind a TLS proxy (%s: %s), on pages, files, services and redirects',
    async (name, value) => {
      for (const path of ['/de/', '/static/storefront-widgets.js', '/service/nothing-here', '/pl', '/fr/']) {
        const response = await get(path, { headers: { [name]: value } });
        expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000');
      }
    },
  );

  it.each([
    ['X-Forwarded-Proto', 'http'],
    ['Forwarded', 'for=192.0.2.60;proto=http'],
    ['X-Forwarded-Proto', 'httpsx'],
  ])('sends no HSTS for %s: %s', async (name, value) => {
    const response = await get('/de/', { headers: { [name]: value } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('redirects a site path without its slash and answers 404 for unknown paths', async () => {
    const redirect = await get('/pl?lang=en');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/pl/?lang=en');
    expect((await get('/fr/')).status).toBe(404);
  });

  it.each(['/de/', '/de/?csr', '/pl/checkout', '/blank/'])(
    '%s: revalidated on every visit and kept by no shared cache, but not no-store: Back can restore it',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.headers.get('vary')).toBe('Cookie');
    },
  );

  it('serves the entry revalidated and hashed chunks and stylesheets as immutable', async () => {
    const entry = await get('/static/storefront-widgets.js');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/static/chunks/react-AbCd1234.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The stylesheets a composed page links (named by their content's hash): Lighthouse's cache audits pass them.
    const stylesheet = await get('/static/assets/shop-footer-0123456789.css');
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/static/storefront-widgets.js',
    '/static/storefront-widgets.js.map',
    '/static/chunks/react-AbCd1234.js',
    '/static/chunks/react-AbCd1234.js.map',
    '/static/assets/shop-footer-0123456789.css',
  ])(
    'serves %s: the bundle, its chunks, stylesheets and their source maps are what a browser loads',
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );

  it.each([
    '/static/server/index.js.map',
    '/static/server/chunks/ui-AbCd1234.js',
    '/static/.vite/manifest.json',
    '/static/custom-elements.json',
    '/static/release-manifest.json',
    '/static/chunks/.hidden.js',
    '/static/chunks/..%2Fserver%2Findex.js',
    '/static/chunks/%2E%2E/server/index.js',
    '/static/assets/..%2F.vite%2Fmanifest.json',
    '/static/chunks/',
    '/static/',
  ])('answers 404 for %s, which no browser needs', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not found');
  });

  it('compresses scripts with brotli or gzip as the browser accepts, and sends them plain otherwise', async () => {
    const br = await get('/static/storefront-widgets.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe('export {};');
    const gzip = await get('/static/storefront-widgets.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/static/storefront-widgets.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it.each([
    '/static/../package.json',
    '/static/%2e%2e/package.json',
    '/static/..%2f..%2fetc%2fpasswd',
    '/demo/%E0%A4%A',
  ])('refuses to serve %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers the reference backend over real HTTP', async () => {
    expect((await get('/service/customerfrontenddata/api/v1/psdata')).status).toBe(403);
    const ok = await get('/service/customerfrontenddata/api/v1/psdata', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ loggedIn: false, newsletterStatus: null });
    expect((await get('/service/nothing-here')).status).toBe(404);
  });

  it('sends the pages Varnish composes uncompressed, their includes as written', async () => {
    const response = await get('/esi/de.html', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<esi:include src="/fragments/shop-footer?site=DE" />');
  });

  it('keeps the test endpoints closed unless asked', async () => {
    expect((await get('/__test__/requests')).status).toBe(404);
    expect((await get('/__test__/fragments')).status).toBe(404);
  });

  it('refuses to POST to a page', async () => {
    expect((await get('/de/', { method: 'POST' })).status).toBe(405);
  });

  it.each(['/account/login', '/account/logout', '/staff/login'])(
    'refuses a form post to %s from another site, and takes one from its own pages',
    async (path) => {
      const post = (origin: string) =>
        get(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: LOGIN_FORM.toString(),
        });
      const cross = await post('https://shop.evil.example');
      expect(cross.status).toBe(403);
      expect(cross.headers.get('set-cookie')).toBeNull();
      expect((await post('null')).status).toBe(403);
      expect([303, 401]).toContain((await post(base)).status);
    },
  );
});

describe('the demo server with test endpoints', () => {
  it('lists and resets the recorded service calls', async () => {
    const { server, base } = await start(true);
    await fetch(`${base}/service/promotion/api/promotion/SHOP_FOOTER?site=TR`);
    const requests = await (await fetch(`${base}/__test__/requests`)).json();
    expect(requests).toEqual([{ method: 'GET', path: '/service/promotion/api/promotion/SHOP_FOOTER' }]);
    expect((await fetch(`${base}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect(await (await fetch(`${base}/__test__/requests`)).json()).toEqual([]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('lists the fragment requests that reached it, whatever their answer, until a reset', async () => {
    const { server, base } = await start(true);
    await fetch(`${base}/fragments/shop-footer?site=DE`);
    await fetch(`${base}/fragments/country-switcher?site=AT&lang=de-AT`);
    await fetch(`${base}/fragments/shop-footer?unknown=1`);
    expect(await (await fetch(`${base}/__test__/fragments`)).json()).toEqual([
      '/fragments/shop-footer?site=DE',
      '/fragments/country-switcher?site=AT&lang=de-AT',
      '/fragments/shop-footer?unknown=1',
    ]);
    expect((await fetch(`${base}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect(await (await fetch(`${base}/__test__/fragments`)).json()).toEqual([]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

/** Each Set-Cookie of `response`: its name and its attributes by lower-cased name. */
function cookiesOf(response: Response) {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const byName = new Map(
      attributes.map((attribute) => {
        const [name = '', ...value] = attribute.split('=');
        return [name.toLowerCase(), value.join('=')] as const;
      }),
    );
    return { name: pair.slice(0, pair.indexOf('=')), header, attributes: byName };
  });
}

describe('the demo server cookies', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await start(false)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const customer = DEMO_CUSTOMERS[0]!;
  const formPost = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  /** Every answer of the demo server that sets a cookie, and the cookies it sets. */
  const SETTERS: [string, string, () => RequestInit, string[]][] = [
    [
      'POST /account/login',
      '/account/login',
      () => formPost({ email: customer.email, password: customer.password, return: '/de/' }),
      ['LoginToken'],
    ],
    ['POST /account/logout', '/account/logout', () => formPost({ return: '/de/' }), ['LoginToken']],
    [
      'POST /staff/login',
      '/staff/login',
      () => formPost({ username: 'staff', password: 'preview', return: '/de/?preview' }),
      ['StaffAuthToken'],
    ],
    [
      'POST /service/login/api/v1/login',
      '/service/login/api/v1/login',
      () => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      }),
      ['LoginToken', 'LongtermToken'],
    ],
    [
      'POST /service/login/api/v1/logintoken/renew',
      '/service/login/api/v1/logintoken/renew',
      () => {
        const token = issueLoginToken(customer);
        store.clockOffsetMs = LOGIN_TOKEN_RENEW_AFTER_S * 1000;
        return {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            Cookie: `LoginToken=${token}`,
          },
          body: '{}',
        };
      },
      ['LoginToken'],
    ],
    [
      'GET /service/login/api/v1/longtermtoken',
      '/service/login/api/v1/longtermtoken',
      () => ({ headers: { Cookie: `LoginToken=${issueLoginToken(customer)}` } }),
      ['LongtermToken'],
    ],
    [
      'GET /service/preview/api/auth/login/renew',
      '/service/preview/api/auth/login/renew',
      () => ({ headers: { Cookie: `StaffAuthToken=${issueStaffToken()}` } }),
      ['StaffAuthToken'],
    ],
    [
      'GET /service/preview/api/auth/logout',
      '/service/preview/api/auth/logout',
      () => ({ headers: { Cookie: `StaffAuthToken=${issueStaffToken()}` } }),
      ['StaffAuthToken'],
    ],
  ];

  const send = (path: string, init: RequestInit, headers: Record<string, string> = {}) =>
    fetch(base + path, { redirect: 'manual', ...init, headers: { ...init.headers, ...headers } });

  it.each(SETTERS)(
    '%s over http: SameSite=Lax and Path=/; readable by script and not Secure, as documented',
    async (_, path, init, names) => {
      const cookies = cookiesOf(await send(path, init()));
      expect(cookies.map((cookie) => cookie.name)).toEqual(names);
      for (const { name, attributes, header } of cookies) {
        expect(attributes.get('samesite'), header).toBe('Lax');
        expect(attributes.get('path'), header).toBe('/');
        // The widgets read these on purpose (SCRIPT_READABLE_COOKIES says why); any other cookie is HttpOnly.
        expect(name in SCRIPT_READABLE_COOKIES).toBe(true);
        expect(attributes.has('httponly'), header).toBe(false);
        expect(attributes.has('secure'), header).toBe(false);
      }
    },
  );

  it.each(SETTERS)('%s behind a TLS proxy: Secure as well', async (_, path, init, names) => {
    const cookies = cookiesOf(await send(path, init(), { 'X-Forwarded-Proto': 'https' }));
    expect(cookies.map((cookie) => cookie.name)).toEqual(names);
    for (const { attributes, header } of cookies) {
      expect(attributes.has('secure'), header).toBe(true);
      expect(attributes.get('samesite'), header).toBe('Lax');
      expect(header.match(/;\s*Secure/gi), header).toHaveLength(1);
    }
  });

  it.each(SETTERS)(
    '%s: Cache-Control no-store, so no cache keeps the cookie or the answer',
    async (_, path, init) => {
      const response = await send(path, init());
      expect(response.headers.getSetCookie()).not.toEqual([]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it.each([
    [
      'check-auth as staff',
      '/service/preview/api/auth/checkauth',
      () => ({ headers: { Cookie: `StaffAuthToken=${issueStaffToken()}` } }),
    ],
    ['check-auth without a token', '/service/preview/api/auth/checkauth', () => ({})],
    ['the staff renewal without a token', '/service/preview/api/auth/login/renew', () => ({})],
    ['the long-term token without a login', '/service/login/api/v1/longtermtoken', () => ({})],
    [
      'a wrong password at the login API',
      '/service/login/api/v1/login',
      (): RequestInit => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ email: customer.email, password: 'wrong' }),
      }),
    ],
  ] as [string, string, () => RequestInit][])(
    'answers %s uncached: every login and preview answer depends on credentials',
    async (_, path, init) => {
      expect((await send(path, init())).headers.get('cache-control')).toBe('no-store');
    },
  );

  it("ends the customer's login token at a logout, not only its cookie", async () => {
    const token = issueLoginToken(customer);
    const baseData = () =>
      fetch(`${base}/service/customerfrontenddata/api/v1/psdata`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, Cookie: `LoginToken=${token}` },
      }).then(async (answer) => ((await answer.json()) as { loggedIn: boolean }).loggedIn);
    expect(await baseData()).toBe(true);
    const logout = await send('/account/logout', {
      ...formPost({ return: '/de/' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `LoginToken=${token}` },
    });
    expect(logout.status).toBe(303);
    expect(await baseData()).toBe(false);
  });

  it('sets no cookie for a wrong password', async () => {
    const response = await send('/account/login', formPost({ email: customer.email, password: 'wrong' }));
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('the client address of a newsletter sign-up', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await start(true)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const signUp = (email: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/service/newsletter/api/internal/v1/newsletter-subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SITE_HEADER]: 'DE', ...headers },
      body: JSON.stringify({ email, consents: [], origin: 'NEWSLETTER' }),
    });

  it('is the remote address: a client-sent copy of the header cannot dodge the per-client limit', async () => {
    vi.stubEnv('NEWSLETTER_LIMIT_PER_CLIENT', '2');
    resetStore();
    expect((await signUp('one@example.com', { [CLIENT_ADDRESS_HEADER]: '198.51.100.1' })).status).toBe(201);
    expect((await signUp('two@example.com', { [CLIENT_ADDRESS_HEADER]: '198.51.100.2' })).status).toBe(201);
    const refused = await signUp('three@example.com', { [CLIENT_ADDRESS_HEADER]: '198.51.100.3' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ errorType: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(refused.headers.get(name)).toBe(value);
    // Nor does X-Forwarded-For, which any client can write.
    expect((await signUp('four@example.com', { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
  });

  it('applies the default per-client limit, 30 sign-ups a minute, to the remote address', async () => {
    for (let i = 0; i < 30; i++) expect((await signUp(`fresh.${i}@example.com`)).status).toBe(201);
    expect((await signUp('fresh.30@example.com')).status).toBe(429);
  });

  it('starts over after /__test__/reset, as every browser test does first', async () => {
    for (let i = 0; i < 5; i++) expect((await signUp('same@example.com')).status).toBe(201);
    expect((await signUp('same@example.com')).status).toBe(429);
    expect((await fetch(`${base}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect((await signUp('same@example.com')).status).toBe(201);
  });
});

describe('the demo server against abuse', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await start(false)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const SIGNUP = '/service/newsletter/api/internal/v1/newsletter-subscribers';
  const signUp = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(base + SIGNUP, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SITE_HEADER]: 'DE', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const subscription = (email: string, padding = 0) =>
    JSON.stringify({ email, consents: [], origin: 'NEWSLETTER', note: 'x'.repeat(padding) });
  const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** A POST through node:http, which sends the Host header it is given (fetch writes its own); its status. */
  const rawPost = (path: string, body: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(base + path, { method: 'POST', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(body);
    });
  /** Every console line the server writes while `run` runs. */
  async function logsOf(run: () => Promise<void>): Promise<string[]> {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    }
    await run();
    return lines;
  }

  it('answers 413 to a 25 MB sign-up without reading it, and records nothing', async () => {
    const email = 'huge.body@example.com';
    let response: Response | undefined;
    const logs = await logsOf(async () => {
      response = await signUp(subscription(email, 25 * 1024 * 1024));
    });
    expect(response!.status).toBe(413);
    expect(store.subscribers.has(email)).toBe(false);
    expect(logs).toEqual(['demo server: 413 for a POST: Request body over 16384 bytes']);
  });

  it('answers 413 to a body sent in chunks, without a length, once it passes 16 KiB', async () => {
    const email = 'chunked.body@example.com';
    const text = subscription(email, 40 * 1024);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < text.length; at += 1024)
          controller.enqueue(Buffer.from(text.slice(at, at + 1024)));
        controller.close();
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await signUp(chunks)).status).toBe(413);
    expect(store.subscribers.has(email)).toBe(false);
  });

  it('takes a sign-up just under the limit', async () => {
    const email = 'padded.body@example.com';
    const body = subscription(email, 15 * 1024);
    expect(Buffer.byteLength(body)).toBeLessThan(16 * 1024);
    expect((await signUp(body)).status).toBe(201);
  });

  it('answers a 20 KB login form with 413 and one log line, no stack and nothing of the form', async () => {
    let response: Response | undefined;
    const logs = await logsOf(async () => {
      response = await formPost('/account/login', { email: `secret.${'x'.repeat(20_000)}@example.com` });
    });
    expect(response!.status).toBe(413);
    expect(logs).toHaveLength(1);
    expect(logs[0]).not.toMatch(/secret|\n|\bat\b/);
  });

  it('answers malformed percent-encoding in a service path with 400 and one log line, no stack and no path', async () => {
    for (const path of [`${SIGNUP}/%E0%A4%A`, '/service/%E0%A4%A', '/service/preview/api/auth/%zz']) {
      let response: Response | undefined;
      const logs = await logsOf(async () => {
        response = await fetch(base + path);
      });
      expect(response!.status, path).toBe(400);
      expect(logs, path).toEqual(['demo server: 400 for a GET: Malformed percent-encoding in the path']);
      vi.restoreAllMocks();
    }
  });

  /** A GET whose request line carries `target` as it is (absolute-form, `*`, ...): its status, headers and body. */
  const rawGet = (target: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const request = httpRequest({ hostname, port, path: target, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on('error', reject);
      request.end();
    });

  it('answers an absolute-form request target as its path, never trusting its host, without a 500', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const footer = await rawGet('http://evil.example/service/footer/api/v1/content/DE');
    expect(footer.status).toBe(200);
    expect(JSON.parse(footer.body)).toEqual(
      JSON.parse(await (await fetch(`${base}/service/footer/api/v1/content/DE`)).text()),
    );
    const page = await rawGet('https://evil.example/account/login?return=/de/');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    const missing = await rawGet('http://evil.example/no-such-page');
    expect(missing.status).toBe(404);
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses a request target that is neither a path nor an http(s) address with 400', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // (`host:port` or `mailto:…` never gets here: Node's HTTP parser answers it with a bare 400 of its own.)
    for (const target of ['*', 'ftp://evil.example/service/login/api/v1/login']) {
      const answer = await rawGet(target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers['x-frame-options'], target).toBe('DENY');
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses a sign-up posted from another site, or not as JSON, and takes one from its own pages', async () => {
    expect((await signUp(subscription('cross@example.com'), { Origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await signUp(subscription('plain@example.com'), { 'Content-Type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await signUp(subscription('own@example.com'), { Origin: base })).status).toBe(201);
    // The origin the visitor addressed is the Host header's, not the loopback address the server listens on.
    const port = new URL(base).port;
    const viaLocalhost = await rawPost(SIGNUP, subscription('localhost@example.com'), {
      Host: `localhost:${port}`,
      Origin: `http://localhost:${port}`,
      'Content-Type': 'application/json',
      [SITE_HEADER]: 'DE',
    });
    expect(viaLocalhost).toBe(201);
    expect(store.subscribers.has('cross@example.com')).toBe(false);
    expect(store.subscribers.has('plain@example.com')).toBe(false);
  });

  it.each(['/account/login', '/staff/login', '/account/logout'])(
    'compares the scheme of a form post to %s, not just the host',
    async (path) => {
      const origin = new URL(base);
      const https = `https://${origin.host}`;
      expect((await formPost(path, { return: '/de/' }, { Origin: https })).status).toBe(403);
      expect(
        (await formPost(path, { return: '/de/' }, { Origin: `http://${origin.hostname}:1` })).status,
      ).toBe(403);
      // Behind a TLS proxy the visitor's page is https, and that is our own origin.
      const proxied = await formPost(
        path,
        { return: '/de/' },
        { Origin: https, 'X-Forwarded-Proto': 'https' },
      );
      expect(proxied.status).not.toBe(403);
    },
  );

  it.each([
    ['/account/login', { email: DEMO_CUSTOMERS[0]!.email }, DEMO_CUSTOMERS[0]!.password, 'password'],
    ['/staff/login', { username: 'staff' }, 'preview', 'password'],
  ])(
    'slows failed logins at %s: after 5 failures from an address, its next try of the account is 429 with Retry-After, the right password too',
    async (path, account, rightPassword, field) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await formPost(path, { ...account, [field]: `wrong-${i}` })).status);
      expect(statuses).toEqual([...Array<number>(5).fill(401), 429, 429]);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const refused = await formPost(path, { ...account, [field]: rightPassword });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.getSetCookie()).toEqual([]);
    },
  );

  it('limits failed logins per client across accounts and across the forms and the login API', async () => {
    const guesses = (i: number) => ({ email: `guess.${i}@example.com`, password: 'kaffee123' });
    for (let i = 0; i < 20; i++) expect((await formPost('/account/login', guesses(i))).status).toBe(401);
    for (let i = 0; i < 10; i++) {
      const api = await fetch(`${base}/service/login/api/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify(guesses(100 + i)),
      });
      expect(api.status).toBe(401);
    }
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const customer = DEMO_CUSTOMERS[1]!;
    const refused = await formPost('/account/login', { email: customer.email, password: customer.password });
    expect(refused.status).toBe(429);
  });
});

describe('the reference backend on another origin (CORS)', () => {
  const PAGE = 'http://shop.example.test:5173';
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createDemoServer({
      distDir: fakeDist(),
      corsOrigins: [PAGE],
      onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
    });
    base = await listen(server, 0);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const CONTENT = '/service/footer/api/v1/content/DE';
  const PSDATA = '/service/customerfrontenddata/api/v1/psdata';
  const SIGNUP = '/service/newsletter/api/internal/v1/newsletter-subscribers';

  it('names a configured origin, with credentials only where the widgets send them', async () => {
    const content = await fetch(base + CONTENT, { headers: { Origin: PAGE } });
    expect(content.status).toBe(200);
    expect(content.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(content.headers.get('access-control-allow-credentials')).toBeNull();
    expect(content.headers.get('vary')).toContain('Origin');
    const psdata = await fetch(base + PSDATA, {
      headers: { Origin: PAGE, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(psdata.status).toBe(200);
    expect(psdata.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(psdata.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('sends no CORS header to an origin that is not configured, nor without an Origin', async () => {
    for (const headers of [{ Origin: 'https://evil.example.test' }, {}] as Record<string, string>[]) {
      const answer = await fetch(base + PSDATA, {
        headers: { ...headers, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers a preflight from a configured origin, and refuses one from any other', async () => {
    const preflight = (origin: string) =>
      fetch(base + SIGNUP, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-hunter-site',
        },
      });
    const allowed = await preflight(PAGE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-hunter-site');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight('https://evil.example.test');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows in its preflight every method and header the contract gives each service call', async () => {
    const refused: string[] = [];
    // A browser asks first only for what a simple request may not do: another method or another header.
    const simpleMethods = ['GET', 'HEAD', 'POST'];
    for (const { method, pathname, headers } of contractOperations()) {
      const asked = headers.filter((name) => !['accept', 'content-type'].includes(name.toLowerCase()));
      const simple = simpleMethods.includes(method);
      if (simple && asked.length === 0) continue;
      const answer = await fetch(base + pathname, {
        method: 'OPTIONS',
        headers: {
          Origin: PAGE,
          'Access-Control-Request-Method': method,
          ...(asked.length > 0 ? { 'Access-Control-Request-Headers': asked.join(', ').toLowerCase() } : {}),
        },
      });
      const methods = (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
      const allowedHeaders = (answer.headers.get('access-control-allow-headers') ?? '')
        .toLowerCase()
        .split(/,\s*/);
      if (answer.status !== 204 || (!simple && !methods.includes(method)))
        refused.push(`${method} ${pathname}: method`);
      for (const name of asked)
        if (!allowedHeaders.includes(name.toLowerCase())) refused.push(`${method} ${pathname}: ${name}`);
    }
    expect(refused).toEqual([]);
  });

  it('takes a sign-up from a configured origin, and still refuses one from another site', async () => {
    const signUp = (origin: string, extra: Record<string, string> = {}) =>
      fetch(base + SIGNUP, {
        method: 'POST',
        headers: {
          Origin: origin,
          'Sec-Fetch-Site': 'cross-site',
          'Content-Type': 'application/json',
          [SITE_HEADER]: 'DE',
          ...extra,
        },
        body: JSON.stringify({ email: `${origin.length}@example.com`, consents: [], origin: 'NEWSLETTER' }),
      });
    const fromPage = await signUp(PAGE);
    expect(fromPage.status).toBe(201);
    expect(fromPage.headers.get('access-control-allow-origin')).toBe(PAGE);
    // The server's own marker, sent by a client, counts for nothing.
    const forged = await signUp('https://evil.example.test', {
      'X-Reference-Cors-Origin': 'https://evil.example.test',
    });
    expect(forged.status).toBe(403);
  });

  it('lets pages on the configured origins show the logos', async () => {
    const logo = await fetch(`${base}/service/footer-images/logos/dhl.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('refuses an origin list entry that is not an origin', () => {
    expect(() => createDemoServer({ corsOrigins: ['http://shop.example.test/path'] })).toThrow(/origin only/);
    expect(() => createDemoServer({ corsOrigins: ['shop.example.test'] })).toThrow(/not an address/);
  });
});
