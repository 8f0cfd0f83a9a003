import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';
import { NGINX, freePort, requireNginx, startServer, type Running } from './processes.ts';
import { SECURITY_HEADERS } from '../../demo/server/security-headers.ts';
import { signUp } from './signup.ts';
import { demoBaseUrl } from './demo-server.ts';

/*
 * Composition the way shops do it: Debian's nginx (.ci/run installs it) processes a shop page's SSI includes
 * (demo/nginx/pages/*.html) against the demo server's /fragments/, keeps the fragments in its cache, and proxies
 * the bundle and the services. The demo server lists the fragment requests that reach it (/__test__/fragments):
 * a view the cache answered adds none.
 */

const CONFIG = resolve('demo/nginx/nginx.conf.template');
const PAGES = resolve('demo/nginx/pages');

describe('a page composed by nginx SSI', () => {
  const session = openBrowserSession();
  let nginx: Running | undefined;
  let temp = '';
  let origin = '';
  let upstreamBase = '';

  /** The fragment requests that reached the demo server since the test began (the harness resets the list). */
  const fragmentRequests = async () =>
    (await (await fetch(`${upstreamBase}/__test__/fragments`)).json()) as string[];

  beforeAll(async () => {
    requireNginx();
    temp = mkdtempSync(join(tmpdir(), 'sw-nginx-'));
    // Started as root, nginx's workers run as nobody: they write the cache (and its temporary files) here.
    chmodSync(temp, 0o755);
    mkdirSync(join(temp, 'logs'));
    const port = await freePort();
    upstreamBase = demoBaseUrl();
    // A running service has its renderer loaded: the first render here would load it, which on a busy machine
    // can take longer than the two seconds nginx waits for a fragment.
    expect((await fetch(`${upstreamBase}/fragments/shop-footer?site=CH`)).status).toBe(200);
    const upstream = new URL(upstreamBase).host;
    const config = readFileSync(CONFIG, 'utf8')
      .replaceAll('{{TEMP}}', temp)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{PAGES}}', PAGES)
      .replaceAll('{{UPSTREAM}}', upstream);
    writeFileSync(join(temp, 'nginx.conf'), config);
    origin = `http://127.0.0.1:${port}`;
    nginx = await startServer(NGINX, ['-p', temp, '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'], {
      // Not a composed page: that would put its fragments in the cache before the first test.
      readyUrl: `${origin}/demo/demo.css`,
      timeoutMs: 10_000,
    });
  });

  afterAll(() => {
    nginx?.process.kill();
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  // The first test: nothing is in the cache yet.
  it('renders each fragment once: a repeated page view is answered from the cache, nothing rendered again', async () => {
    const { page } = session;
    const footer = '/fragments/shop-footer?site=DE';
    const newsletter =
      '/fragments/newsletter-signup?site=DE&headline=Kaffee-Neuheiten%20zuerst&origin-addition=cms-block';
    const first = await (await page.goto(`${origin}/de.html`))!.text();
    expect((await fragmentRequests()).sort()).toEqual([footer, newsletter].sort());
    await page.waitForLoadState('networkidle');
    const again = await (await page.reload())!.text();
    await page.waitForLoadState('networkidle');
    // The same page, and the fragment service asked nothing more.
    expect(again).toBe(first);
    expect((await fragmentRequests()).sort()).toEqual([footer, newsletter].sort());
    // Asked directly, a cached fragment says so; one never asked for is fetched once, then kept.
    expect((await fetch(`${origin}${footer}`)).headers.get('x-cache-status')).toBe('HIT');
    const other = '/fragments/shop-footer?site=AT';
    expect((await fetch(`${origin}${other}`)).headers.get('x-cache-status')).toBe('MISS');
    expect((await fetch(`${origin}${other}`)).headers.get('x-cache-status')).toBe('HIT');
    expect(await fragmentRequests()).toContain(other);
    expect((await fragmentRequests()).length).toBe(3);
  });

  it.each([
    ['the page composed by nginx', () => `${origin}/de.html`, () => origin],
    ["the demo's own composed /de/", () => `${upstreamBase}/de/`, () => upstreamBase],
  ])('lets a visitor sign up from %s: the service answers 201', async (_, pageUrl, servicesOrigin) => {
    const { page } = session;
    await page.goto(pageUrl());
    await page.waitForLoadState('networkidle');
    await signUp(page, 'composed.reader@example.org', servicesOrigin());
  });

  it('arrives with the footer and the newsletter block as declarative shadow DOM, under a strict CSP', async () => {
    const { page } = session;
    const response = await page.goto(`${origin}/de.html`);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    const html = await response!.text();
    expect(html).not.toContain('<!--#');
    expect(html).toMatch(/<shop-footer site="DE" data-state="shown"><template shadowrootmode="open">/);
    expect(html).toMatch(
      /<newsletter-signup site="DE" headline="Kaffee-Neuheiten zuerst" origin-addition="cms-block"><template shadowrootmode="open">/,
    );
    await page.waitForLoadState('networkidle');
    const footerLinks = await page.evaluate(
      () => document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('a[href]').length,
    );
    expect(footerLinks).toBeGreaterThan(30);
    await session.checkAccessibility('nginx SSI page');
  });

  it('serves the shop page at /, composed', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<!--#');
    expect(html).toMatch(/<shop-footer site="DE" data-state="shown"><template shadowrootmode="open">/);
  });

  it.each(['/de.html', '/missing.html'])(
    'sends with %s every security header the demo server sends, once each: no framing, no sniffing',
    async (path) => {
      const response = await fetch(origin + path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    },
  );

  it('takes the newsletter form over on focus, keeping what was typed', async () => {
    const { page } = session;
    await page.goto(`${origin}/de.html`);
    await page.waitForLoadState('networkidle');
    const email = page.locator('newsletter-signup input[type=email]');
    await email.click();
    await page.keyboard.type('kim@example.org');
    await page.waitForFunction(
      () =>
        document.querySelector('newsletter-signup')!.shadowRoot!.querySelector('form')?.dataset.state ===
        'ready',
    );
    expect(await email.inputValue()).toBe('kim@example.org');
  });

  it('falls back to the bare element when a fragment fails: it renders itself', async () => {
    const { page } = session;
    const response = await page.goto(`${origin}/broken.html`);
    const html = await response!.text();
    expect(html).toContain('<shop-footer site="DE"></shop-footer>');
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('shop-footer')!.shadowRoot?.querySelector('footer') !== null,
        ),
      )
      .toBe(true);
  });
});
