import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowserSession } from './harness.ts';
import { NGINX, freePort, requireNginx, startServer, type Running } from './processes.ts';
import { SECURITY_HEADERS } from '../../demo/server.ts';

/*
 * Composition the way shops do it: Debian's nginx (.ci/run installs it) processes a shop page's SSI includes
 * (demo/nginx/pages/*.html) against the demo server's /fragments/ and proxies the bundle and the services.
 */

const CONFIG = resolve('demo/nginx/nginx.conf.template');
const PAGES = resolve('demo/nginx/pages');

describe('a page composed by nginx SSI', () => {
  const session = openBrowserSession();
  let nginx: Running | undefined;
  let temp = '';
  let origin = '';

  beforeAll(async () => {
    requireNginx();
    temp = mkdtempSync(join(tmpdir(), 'sw-nginx-'));
    mkdirSync(join(temp, 'logs'));
    const port = await freePort();
    const upstream = new URL(inject('baseUrl')).host;
    const config = readFileSync(CONFIG, 'utf8')
      .replaceAll('{{TEMP}}', temp)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{PAGES}}', PAGES)
      .replaceAll('{{UPSTREAM}}', upstream);
    writeFileSync(join(temp, 'nginx.conf'), config);
    origin = `http://127.0.0.1:${port}`;
    nginx = await startServer(NGINX, ['-p', temp, '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'], {
      readyUrl: `${origin}/de.html`,
      timeoutMs: 10_000,
    });
  });

  afterAll(() => {
    nginx?.process.kill();
    if (temp) rmSync(temp, { recursive: true, force: true });
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
