import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, listen } from '../../demo/server.ts';
import { openBrowserSession } from './harness.ts';
import { freePort, requireVarnish, startVarnish, type RunningVarnish } from './processes.ts';
import { signUp } from './signup.ts';
import { demoBaseUrl } from './demo-server.ts';

/*
 * Composition at a cache: Debian's Varnish (.ci/run installs it) with demo/varnish/default.vcl in front of two
 * demo servers: the shop (the browser tests' demo server: the pages of demo/varnish/pages/ under /esi/, the
 * bundle, the services) and a fragment service of its own, which this file stops to show what a visitor then
 * gets. The fragment service lists the fragment requests that reach it (/__test__/fragments): a view the cache
 * answered adds none.
 */

const VCL = resolve('demo/varnish/default.vcl');
const FOOTER = '/fragments/shop-footer?site=DE';
const NEWSLETTER =
  '/fragments/newsletter-signup?site=DE&headline=Kaffee-Neuheiten%20zuerst&origin-addition=cms-block';

describe('a page composed by Varnish ESI', () => {
  const session = openBrowserSession();
  let varnish: RunningVarnish | undefined;
  let fragmentService: Server | undefined;
  let fragmentBase = '';
  let temp = '';
  let origin = '';

  /** Every fragment request that reached the fragment service, in order. */
  const fragmentRequests = async () =>
    (await (await fetch(`${fragmentBase}/__test__/fragments`)).json()) as string[];

  /** Whether the page's footer shows, drawn by the server or by the element itself. */
  const footerShows = () =>
    session.page.evaluate(
      () => document.querySelector('shop-footer')?.shadowRoot?.querySelector('footer') !== null,
    );

  beforeAll(async () => {
    requireVarnish();
    temp = mkdtempSync(join(tmpdir(), 'sw-varnish-'));
    // Started as root, varnishd compiles the VCL and runs its worker as another user: both read this folder.
    chmodSync(temp, 0o755);
    fragmentService = createDemoServer({
      testEndpoints: true,
      distDir: resolve(process.env.SW_DIST_DIR ?? 'dist'),
    });
    fragmentBase = await listen(fragmentService, 0);
    // A running service has its renderer loaded: the first render here would load it, which on a busy machine
    // can take longer than the two seconds Varnish waits for a fragment.
    expect((await fetch(`${fragmentBase}/fragments/shop-footer?site=CH`)).status).toBe(200);
    await fetch(`${fragmentBase}/__test__/reset`, { method: 'POST' });
    const shop = new URL(demoBaseUrl());
    const fragments = new URL(fragmentBase);
    const vcl = readFileSync(VCL, 'utf8')
      .replaceAll('{{SHOP_HOST}}', shop.hostname)
      .replaceAll('{{SHOP_PORT}}', shop.port)
      .replaceAll('{{FRAGMENTS_HOST}}', fragments.hostname)
      .replaceAll('{{FRAGMENTS_PORT}}', fragments.port);
    writeFileSync(join(temp, 'default.vcl'), vcl);
    varnish = await startVarnish({
      vcl: join(temp, 'default.vcl'),
      port: await freePort(),
      workdir: join(temp, 'varnish'),
    });
    origin = varnish.origin;
  });

  afterAll(async () => {
    await varnish?.stop();
    fragmentService?.closeAllConnections();
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  it('arrives whole, with the fragments as declarative shadow DOM; a repeated view renders nothing again', async () => {
    const { page } = session;
    const response = await page.goto(`${origin}/esi/de.html`);
    const html = await response!.text();
    expect(html).not.toContain('esi:');
    expect(html).toMatch(/<shop-footer site="DE" data-state="shown"><template shadowrootmode="open">/);
    expect(html).toMatch(
      /<newsletter-signup site="DE" headline="Kaffee-Neuheiten zuerst" origin-addition="cms-block"><template shadowrootmode="open">/,
    );
    expect((await fragmentRequests()).sort()).toEqual([FOOTER, NEWSLETTER].sort());
    await page.waitForLoadState('networkidle');
    expect(await footerShows()).toBe(true);
    await session.checkAccessibility('Varnish ESI page');

    const again = await (await page.reload())!.text();
    await page.waitForLoadState('networkidle');
    expect(again).toBe(html);
    expect((await fragmentRequests()).sort()).toEqual([FOOTER, NEWSLETTER].sort());
    // Asked directly, a fragment says where it came from.
    expect((await fetch(`${origin}${FOOTER}`)).headers.get('x-cache')).toBe('HIT');
  });

  it('lets a visitor sign up from the page Varnish composed: the service answers 201', async () => {
    const { page } = session;
    await page.goto(`${origin}/esi/de.html`);
    await page.waitForLoadState('networkidle');
    await signUp(page, 'esi.reader@example.org', origin);
  });

  describe('with the fragment service stopped', () => {
    beforeAll(async () => {
      await new Promise<void>((done) => {
        fragmentService!.close(() => done());
        fragmentService!.closeAllConnections();
      });
    });

    it('serves the fragments it holds, stale, and the page stays whole', async () => {
      const { page } = session;
      // As after a content change: the fragments are past their freshness at once, kept for their grace.
      for (const fragment of [FOOTER, NEWSLETTER])
        expect((await fetch(`${origin}${fragment}`, { method: 'PURGE' })).status).toBe(200);
      const html = await (await page.goto(`${origin}/esi/de.html`))!.text();
      expect(html).toMatch(/<shop-footer site="DE" data-state="shown"><template shadowrootmode="open">/);
      expect(html).toMatch(/<newsletter-signup site="DE" [^>]*><template shadowrootmode="open">/);
      expect((await fetch(`${origin}${FOOTER}`)).headers.get('x-cache')).toBe('STALE');
      await page.waitForLoadState('networkidle');
      expect(await footerShows()).toBe(true);
    });

    it('writes the bare element from plain query values only: anything else leaves the include empty', async () => {
      const fallback = async (path: string) => {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      expect(await fallback('/fragments/shop-footer?site=CH&reduced&lang=de-CH')).toBe(
        '<shop-footer site="CH" reduced lang="de-CH"></shop-footer>',
      );
      expect(await fallback('/fragments/newsletter-signup?site=AT&headline=Neues%20zuerst')).toBe(
        '<newsletter-signup site="AT" headline="Neues zuerst"></newsletter-signup>',
      );
      expect(
        await fallback('/fragments/newsletter-signup?headline=%22%3E%3Cscript%3Ealert(1)%3C/script%3E'),
      ).toBe('');
      expect(await fallback('/fragments/newsletter-signup?headline=K%C3%A4ffchen')).toBe('');
      expect(await fallback('/fragments/preview-panel?site=DE')).toBe('');
    });

    it('puts the bare element in for a fragment it never held: the footer renders itself', async () => {
      const { page } = session;
      const html = await (await page.goto(`${origin}/esi/at.html`))!.text();
      expect(html).toContain('<shop-footer site="AT" lang="de-AT"></shop-footer>');
      await expect.poll(footerShows).toBe(true);
      await page.waitForLoadState('networkidle');
      const links = await page.evaluate(
        () => document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('a[href]').length,
      );
      expect(links).toBeGreaterThan(30);
    });
  });
});
