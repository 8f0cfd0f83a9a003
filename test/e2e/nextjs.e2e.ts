import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, listen } from '../../demo/server.ts';
import { docBlock } from '../docs.ts';
import { openBrowserSession } from './harness.ts';
import { freePort, startServer, type Running } from './processes.ts';
import { signUp } from './signup.ts';

/*
 * The Next.js guide's app (test/nextjs-app, its files as docs/guides/nextjs.md shows them), built once with
 * `next build` and run with `next start`, then run with `next dev`, against services of their own that know the
 * app's origins as the shop's public origins (the rewrite replaces the Host; the guide says so). In each mode, one
 * test walks a visitor's states: the first load without JavaScript shows the footer's links; with JavaScript, React
 * hydrates the page without a warning; a client navigation (next/link) shows the footer at once, with no inert
 * template and no request for its documents; a sign-up through the app's rewrite of /service/ is answered 201.
 * No cache of .next is kept between runs: every run builds the app afresh from the package's dist/.
 */

const APP = resolve('test/nextjs-app');
const NEXT = resolve('node_modules/next/dist/bin/next');
const BUILD_TIMEOUT_MS = 240_000;

const session = openBrowserSession();
let services: Server;
let env: NodeJS.ProcessEnv;
const ports = { production: 0, development: 0 };

beforeAll(async () => {
  ports.production = await freePort();
  ports.development = await freePort();
  services = createDemoServer({
    distDir: resolve(process.env.SW_DIST_DIR ?? 'dist'),
    publicOrigins: Object.values(ports).map((port) => `http://127.0.0.1:${port}`),
  });
  env = {
    ...process.env,
    NODE_ENV: undefined,
    NEXT_TELEMETRY_DISABLED: '1',
    STOREFRONT_SERVICES: await listen(services, 0),
  };
  // The package, as an app that installed it has it.
  mkdirSync(join(APP, 'node_modules'), { recursive: true });
  rmSync(join(APP, 'node_modules/storefront-widgets'), { force: true });
  symlinkSync('../../..', join(APP, 'node_modules/storefront-widgets'));
  rmSync(join(APP, '.next'), { recursive: true, force: true });
});

afterAll(async () => {
  services.closeAllConnections();
  await new Promise((done) => services.close(done));
  rmSync(join(APP, '.next'), { recursive: true, force: true });
});

/** `next start` or `next dev` on `port`, ready once it serves the bundle. */
function startNext(command: 'start' | 'dev', port: number, timeoutMs: number): Promise<Running> {
  return startServer(process.execPath, [NEXT, command, '-H', '127.0.0.1', '-p', String(port)], {
    cwd: APP,
    env,
    readyUrl: `http://127.0.0.1:${port}/static/storefront-widgets.js`,
    timeoutMs,
  });
}

/** Stops a Next.js server and waits until it has exited (next dev writes into .next until then). */
async function stop(server: Running | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((done) => server.process.once('exit', done));
  server.process.kill();
  await exited;
}

const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((found) => {
    const node = document.querySelector(found);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/** The links of the footer's shadow root (none while it is not drawn). */
const footerLinks = (page: Page) =>
  page.evaluate(() => document.querySelector('shop-footer')?.shadowRoot?.querySelectorAll('a').length ?? 0);

async function walk(origin: string): Promise<void> {
  const { page, context } = session;

  // The first load without JavaScript: the footer is there, links and all.
  const noScript = await context.browser()!.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${origin}/footer`);
  expect(await plain.locator('shop-footer a[href]').count()).toBeGreaterThan(50);
  await noScript.close();

  // With JavaScript: React hydrates the server's page, the element takes its shadow root over, no warning.
  await page.goto(`${origin}/footer`);
  await hydrated(page, 'shop-footer');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.querySelector('shop-footer > template'))).toBeNull();
  expect(await footerLinks(page)).toBeGreaterThan(50);

  // A client navigation from a page without a footer: drawn in the frame it appears in, from the page's data.
  await page.goto(`${origin}/`);
  await hydrated(page, 'main a[href="/footer"]');
  await page.evaluate(() => {
    const seen = window as unknown as { linksInFirstFrame?: number };
    new MutationObserver((_records, observer) => {
      const footer = document.querySelector('shop-footer');
      if (!footer) return;
      observer.disconnect();
      requestAnimationFrame(
        () => (seen.linksInFirstFrame = footer.shadowRoot?.querySelectorAll('a').length ?? 0),
      );
    }).observe(document.body, { childList: true, subtree: true });
  });
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/service\/(footer|promotion)\//.test(request.url())) documentRequests.push(request.url());
  });
  await page.locator('main a[href="/footer"]').click();
  await page.waitForURL(`${origin}/footer`);
  const linksInFirstFrame = await page.waitForFunction(
    () => (window as unknown as { linksInFirstFrame?: number }).linksInFirstFrame,
  );
  expect(await linksInFirstFrame.jsonValue()).toBeGreaterThan(50);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.querySelector('shop-footer template'))).toBeNull();
  expect(documentRequests).toEqual([]);

  // A sign-up through the app's rewrite of /service/ to the services.
  await signUp(page, 'next.reader@example.com', origin);
  expect(session.warnings).toEqual([]);
}

describe('the Next.js guide’s app', () => {
  it('is the guide’s files as written', () => {
    const files: [heading: string, language: string, file: string][] = [
      ['## 1. Serve the bundle', 'ts', 'app/static/[...path]/route.ts'],
      ['## 2. Load the script', 'tsx', 'app/layout.tsx'],
      ['## 3. Render an element on the server', 'tsx', 'app/footer/page.tsx'],
      ['## 4. The services through the app', 'js', 'next.config.mjs'],
    ];
    for (const [heading, language, file] of files)
      expect(docBlock('docs/guides/nextjs.md', heading, language), file).toBe(
        readFileSync(join(APP, file), 'utf8'),
      );
  });

  describe('built (next build, next start)', () => {
    let server: Running | undefined;
    beforeAll(async () => {
      await promisify(execFile)(process.execPath, [NEXT, 'build'], {
        cwd: APP,
        env,
        timeout: BUILD_TIMEOUT_MS,
      });
      server = await startNext('start', ports.production, 30_000);
    }, BUILD_TIMEOUT_MS + 30_000);
    afterAll(() => stop(server));

    it('serves the footer without JavaScript, hydrates without a warning, navigates to it at once, signs up', () =>
      walk(`http://127.0.0.1:${ports.production}`));
  });

  describe('in development (next dev)', () => {
    let server: Running | undefined;
    // next dev compiles a route on its first request: the start, then each page the walk opens.
    beforeAll(async () => (server = await startNext('dev', ports.development, 120_000)), 150_000);
    afterAll(() => stop(server));

    it(
      'serves the footer without JavaScript, hydrates without a warning, navigates to it at once, signs up',
      () => walk(`http://127.0.0.1:${ports.development}`),
      90_000,
    );
  });
});
