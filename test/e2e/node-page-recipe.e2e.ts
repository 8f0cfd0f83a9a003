import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, listen } from '../../demo/server.ts';
import { checkAnswer } from '../contract/answers.ts';
import { docBlock } from '../docs.ts';
import { openBrowserSession } from './harness.ts';
import { freePort, startServer, type Running } from './processes.ts';
import { signUp } from './signup.ts';

/*
 * The fragments guide's whole page in Node ("A whole page in Node"), run as written in a Node process of its own
 * from a folder with the package and Express in node_modules, `SERVICES` pointing at a reference backend that
 * trusts its X-Forwarded-Host (the recipe forwards /service/ with fetch, which writes the backend's own Host). One
 * page walks what a visitor meets: the page composed, an attribute the page changes before React drawn by the
 * recipe's /fragments/ mount, a sign-up through the recipe's forwarding.
 */

const DIST = resolve(process.env.SW_DIST_DIR ?? 'dist');
const session = openBrowserSession();

describe("the fragments guide's whole page in Node, as written", () => {
  let services: Server | undefined;
  let servicesBase = '';
  let recipe: Running | undefined;
  let folder = '';
  let origin = '';

  beforeAll(async () => {
    services = createDemoServer({
      distDir: DIST,
      trustedProxies: ['127.0.0.1'],
      onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
    });
    services.keepAliveTimeout = 0;
    servicesBase = await listen(services, 0);
    folder = mkdtempSync(join(tmpdir(), 'sw-node-page-'));
    const packageFolder = join(folder, 'node_modules/storefront-widgets');
    mkdirSync(packageFolder, { recursive: true });
    cpSync('package.json', join(packageFolder, 'package.json'));
    symlinkSync(DIST, join(packageFolder, 'dist'), 'dir');
    symlinkSync(resolve('node_modules/express'), join(folder, 'node_modules/express'), 'dir');
    writeFileSync(
      join(folder, 'server.mjs'),
      docBlock('docs/guides/fragments.md', '### A whole page in Node', 'js'),
    );
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    recipe = await startServer(process.execPath, ['server.mjs'], {
      cwd: folder,
      env: { ...process.env, PORT: String(port), SERVICES: servicesBase },
      readyUrl: `${origin}/static/storefront-widgets.js`,
    });
  });

  afterAll(async () => {
    recipe?.process.kill();
    services?.closeAllConnections();
    await new Promise((done) => (services ? services.close(done) : done(undefined)));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('arrives composed, draws a change before React at its /fragments/ mount (200), and signs a visitor up (201)', async () => {
    const { page } = session;
    const react: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/react-mount-[\w-]+\.js$/.test(request.url())) react.push(request.url());
    });
    const html = await (await page.goto(`${origin}/`))!.text();
    expect(html).toMatch(
      /<newsletter-signup [^>]*headline="Frische Neuigkeiten"[^>]*><template shadowrootmode="open">/,
    );
    expect(html).toMatch(/<shop-footer [^>]*><template shadowrootmode="open">/);
    // The services' internal address stays on the server: logos and documents name the page's /service/.
    expect(html).not.toContain(new URL(servicesBase).host);
    expect(html).toContain('"path":"/fragments/"');
    // The logos load lazily: in view, each arrives from the page's /service/ (none from the internal address).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const logos = () =>
      page.evaluate(() =>
        [...document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('img')].map(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
    expect((await logos()).length).toBeGreaterThan(0);
    await expect.poll(async () => (await logos()).every(Boolean)).toBe(true);

    const redrawn = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/fragments/newsletter-signup',
    );
    await page.evaluate(() =>
      document.querySelector('newsletter-signup')!.setAttribute('headline', 'Kaffee zuerst'),
    );
    const answer = await redrawn;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('headline')).toBe('Kaffee zuerst');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.querySelector('newsletter-signup')!.shadowRoot!.textContent!.includes('Kaffee zuerst'),
        ),
      )
      .toBe(true);
    expect(react).toEqual([]);

    await signUp(page, 'node.page@example.org', origin);
  });
});
