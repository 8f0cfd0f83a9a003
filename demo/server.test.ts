// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw.ts';
import { createDemoServer, listen } from './server.ts';

// This file talks to a real HTTP server: msw must not intercept its requests.
beforeAll(() => msw.close());

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  mkdirSync(join(dist, 'chunks'));
  writeFileSync(join(dist, 'storefront-widgets.js'), 'export {};');
  writeFileSync(join(dist, 'chunks', 'react-AbCd1234.js'), 'export {};');
  return dist;
}

async function start(testEndpoints: boolean): Promise<{ server: Server; base: string }> {
  const server = createDemoServer({ distDir: fakeDist(), testEndpoints });
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

  it('loads the bundle with one module script and no inline script or style', async () => {
    const body = await (await get('/at/')).text();
    expect(body).toContain('<script type="module" src="/static/storefront-widgets.js"></script>');
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toMatch(/<style|style="/);
  });

  it('sends a strict CSP and the other security headers with every page', async () => {
    const { headers } = await get('/de/');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'; style-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('redirects a site path without its slash and answers 404 for unknown paths', async () => {
    const redirect = await get('/pl?lang=en');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/pl/?lang=en');
    expect((await get('/fr/')).status).toBe(404);
  });

  it('serves the entry revalidated and hashed chunks as immutable', async () => {
    const entry = await get('/static/storefront-widgets.js');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/static/chunks/react-AbCd1234.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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

  it('keeps the test endpoints closed unless asked', async () => {
    expect((await get('/__test__/requests')).status).toBe(404);
  });

  it('refuses to POST to a page', async () => {
    expect((await get('/de/', { method: 'POST' })).status).toBe(405);
  });
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
});
