import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from '../../demo/content/international.ts';
import { DEMO_CUSTOMERS } from '../../demo/backend/customers-data.ts';
import { integrationPage } from '../../demo/pages/integration.ts';
import { createDemoServer, listen } from '../../demo/server.ts';
import { SERVICES_META_NAME } from '../../src/http/service-base.ts';
import { checkAnswer, takeContractProblems } from '../contract/answers.ts';
import { applyTeaserPreview, countryToggle, openBrowserSession } from './harness.ts';
import { freePort, NGINX, requireNginx, startServer } from './processes.ts';
import { SIGNUP_PATH, signUp } from './signup.ts';
import { CUSTOMER_BASE_DATA_PATH, NEWSLETTER_PRIVATE_PATH } from '../../src/contract/newsletter.ts';
import { PREVIEW_CHECK_AUTH_PATH, PREVIEW_TOKEN_PATH } from '../../src/contract/preview.ts';
import { demoBaseUrl } from './demo-server.ts';

/*
 * The package in hosts that bundle it, as an integrator gets it: `npm pack`, installed into a Vite React 19 host
 * and a Vite Vue 3.5 host (test/hosts/), each built and served (`vite preview`) and run under `vite dev`, with
 * the services guide's dev-server proxy for the services; the README's plain HTML page on a plain static server
 * (nginx) with the same forwarding. Then the same three hosts on other origins than the services, told where they
 * are by the page-wide setting, against a reference backend that answers them with CORS: a visitor signs up (a
 * preflight and the POST), opens the country switcher; a staff member logged in on the services' origin previews
 * a date and an A/B test group with the panel on the page and ends the preview. Every page shows all four
 * elements (the panel only to staff) without a failed request, a console error or a warning of the package.
 */

const HOSTS = resolve('test/hosts');
const RUN = join(HOSTS, '.run');
const VITE = resolve('node_modules/.bin/vite');
const FRAMEWORK_HOSTS = ['vite-react', 'vue'] as const;
/** Every host: the two bundling ones and the README's plain HTML page behind nginx. */
const HOSTS_ALL = [...FRAMEWORK_HOSTS, 'static'] as const;
type Host = (typeof HOSTS_ALL)[number];
/** The newsletter headline each host's page sets (the plain page is the README's, in English). */
const HEADLINES: Record<Host, string> = {
  'vite-react': 'Neuigkeiten',
  vue: 'Neuigkeiten',
  static: 'Fresh news',
};
/** An address where nothing answers: a host whose widgets must not call its own origin forwards there. */
const NOWHERE = 'http://127.0.0.1:9';
/**
 * How long a host page may take to show the widgets, and a host test to run: `vite dev` pre-bundles React and the
 * package on the first visit, which on a busy two-core machine takes seconds. Usually a test takes 5 to 20 s.
 */
const HOST_WAIT_MS = 30_000;
const HOST_TEST_MS = 120_000;

/** The environment of a host's commands: as an integrator's shell, not the test runner's (`NODE_ENV=test`). */
function hostEnv(services: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, STOREFRONT_SERVICES: services };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

const running: ChildProcess[] = [];

/** Starts a dev or preview server or nginx, stopped after the file at the latest, once `origin` answers. */
async function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, origin: string) {
  const server = await startServer(command, args, { readyUrl: origin, cwd, env });
  running.push(server.process);
  return { ...server, origin };
}

/** A host fixture copied into test/hosts/.run/, with the packed package installed into its node_modules. */
function installHost(name: string, tarball: string): string {
  const dir = join(RUN, name);
  cpSync(join(HOSTS, name), dir, { recursive: true });
  const installed = join(dir, 'node_modules', 'storefront-widgets');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  return dir;
}

/** Every request of the page that failed or answered an error status, from now on. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    failures.push(`failed ${request.url()}: ${request.failure()?.errorText}`),
  );
  return failures;
}

/** Waits until the footer, the newsletter form and the country switcher are on screen; no panel for a visitor. */
async function expectWidgets(page: Page, headline: string): Promise<void> {
  await expect
    .poll(() => page.locator('shop-footer').getByRole('contentinfo').count(), { timeout: HOST_WAIT_MS })
    .toBe(1);
  await expect
    .poll(() => page.locator('main newsletter-signup').getByRole('heading', { name: headline }).count(), {
      timeout: HOST_WAIT_MS,
    })
    .toBe(1);
  expect(await page.locator('main newsletter-signup').getByRole('textbox').count()).toBe(1);
  await expect
    .poll(() => countryToggle(page.locator('main country-switcher')).count(), { timeout: HOST_WAIT_MS })
    .toBe(1);
  // The staff panel is on the page but shows a visitor nothing.
  expect(await page.locator('preview-panel').count()).toBe(1);
  expect(await page.locator('preview-panel').getByRole('button').count()).toBe(0);
}

/** The package's own warnings among the console's. */
function packageWarnings(warnings: string[]): string[] {
  return warnings.filter((warning) =>
    /storefront-widgets|<(?:shop-footer|newsletter-signup|country-switcher|preview-panel)>/.test(warning),
  );
}

/** The page's `<head>` told where the services are, as the services guide says: right after the charset. */
function withServicesSetting(html: string, services: string): string {
  const charset = '<meta charset="utf-8" />';
  if (!html.includes(charset)) throw new Error('the host page has no <meta charset="utf-8" /> to follow');
  return html.replace(charset, `${charset}\n    <meta name="${SERVICES_META_NAME}" content="${services}" />`);
}

/**
 * The README's plain HTML page (`html`) served by nginx with the package's dist/ at /static/ and /service/
 * forwarded to `services` (test/hosts/static/nginx.conf.template).
 */
async function serveStatic(name: string, html: string, services: string, port: number) {
  requireNginx();
  const temp = join(RUN, name);
  const pages = join(temp, 'pages');
  mkdirSync(join(temp, 'logs'), { recursive: true });
  mkdirSync(pages, { recursive: true });
  const installed = join(RUN, 'vite-react', 'node_modules', 'storefront-widgets');
  writeFileSync(join(pages, 'index.html'), html);
  // The page names no icon (a site has its own): the browser asks for /favicon.ico.
  copyFileSync(resolve('demo/public/favicon.ico'), join(pages, 'favicon.ico'));
  const config = readFileSync(join(HOSTS, 'static', 'nginx.conf.template'), 'utf8')
    .replaceAll('{{TEMP}}', temp)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{PAGES}}', pages)
    .replaceAll('{{DIST}}', join(installed, 'dist'))
    .replaceAll('{{SERVICES}}', services);
  writeFileSync(join(temp, 'nginx.conf'), config);
  return start(
    NGINX,
    ['-p', temp, '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'],
    temp,
    process.env,
    `http://127.0.0.1:${port}/`,
  );
}

describe('the packed package in hosts that bundle it, and behind a static server', () => {
  const session = openBrowserSession();
  let tarball = '';
  const built = new Map<string, string>();

  beforeAll(async () => {
    rmSync(RUN, { recursive: true, force: true });
    mkdirSync(RUN, { recursive: true });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', RUN], { encoding: 'utf8' }),
    ) as { filename: string }[];
    tarball = join(RUN, packed[0]!.filename);
    for (const host of FRAMEWORK_HOSTS) {
      const dir = installHost(host, tarball);
      execFileSync(VITE, ['build', '--logLevel', 'warn'], { cwd: dir, env: hostEnv(demoBaseUrl()) });
      built.set(host, dir);
    }
  }, 180_000);

  afterAll(() => {
    for (const child of running) child.kill();
    rmSync(RUN, { recursive: true, force: true });
  });

  describe.each(FRAMEWORK_HOSTS)('the %s host, the services proxied', (host) => {
    it(
      'built and served (vite preview): every element, a sign-up through the proxy, no failed request, no console error',
      async () => {
        const dir = built.get(host)!;
        const port = await freePort();
        const preview = await start(
          VITE,
          ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
          dir,
          hostEnv(demoBaseUrl()),
          `http://127.0.0.1:${port}/`,
        );
        const { page } = session;
        const failures = watchFailures(page);
        await page.goto(preview.origin);
        await expectWidgets(page, HEADLINES[host]);
        // A sign-up through the proxy: the services see the page's Host, and its Origin is theirs.
        await signUp(page, `preview.${host}@example.com`, preview.origin);
        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        // The entry runs inside the host's bundle: it preloads none of the package's own file names.
        expect(await page.locator('link[rel="modulepreload"][href*="/chunks/"]').count()).toBe(0);
        expect(packageWarnings(session.warnings)).toEqual([]);
        await session.checkAccessibility(`${host} host, built`);
        preview.process.kill();
      },
      HOST_TEST_MS,
    );

    it(
      'under vite dev: every element, a sign-up through the proxy, no failed request, no console error, nothing in the terminal',
      async () => {
        const dir = built.get(host)!;
        const port = await freePort();
        const dev = await start(
          VITE,
          ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
          dir,
          hostEnv(demoBaseUrl()),
          `http://127.0.0.1:${port}/`,
        );
        const { page } = session;
        const failures = watchFailures(page);
        await page.goto(dev.origin);
        await expectWidgets(page, HEADLINES[host]);
        // The dev server's origin is on no CORS list of the services: the sign-up works through the proxy alone.
        await signUp(page, `dev.${host}@example.com`, dev.origin);
        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        expect(dev.output()).not.toMatch(/does not exist|error|warn/i);
        // Leave the page first: Vite's client would log the closed server's refused reconnections as errors.
        await page.goto('about:blank');
        dev.process.kill();
      },
      HOST_TEST_MS,
    );
  });

  it(
    'the plain HTML page behind a static server (nginx serving dist/, forwarding /service/): a sign-up, no failed request',
    async () => {
      const nginx = await serveStatic(
        'static',
        integrationPage('/blank/')!.body,
        demoBaseUrl(),
        await freePort(),
      );
      const { page } = session;
      const failures = watchFailures(page);
      await page.goto(nginx.origin);
      await expectWidgets(page, HEADLINES.static);
      await signUp(page, 'static.reader@example.com', nginx.origin);
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
      // Served as the package ships it, the entry preloads its chunks' imports: they exist.
      expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
      nginx.process.kill();
    },
    HOST_TEST_MS,
  );

  describe('the hosts on other origins than the services (the page-wide setting and CORS)', () => {
    let services: Server;
    let servicesOrigin = '';
    const hostOrigins = new Map<Host, string>();
    /** Every request the services got, with the page origin the browser named. */
    const received: { method: string; path: string; origin: string | undefined }[] = [];

    /** Logs in with the services' own login page (`path`), filling each labelled field; its cookie is the page's too. */
    async function logInOnServices(page: Page, path: string, fields: Record<string, string>): Promise<void> {
      await page.goto(`${servicesOrigin}${path}?return=/api/`);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(`${servicesOrigin}/api/`);
    }

    beforeAll(async () => {
      const ports = new Map<Host, number>();
      for (const host of HOSTS_ALL) {
        ports.set(host, await freePort());
        hostOrigins.set(host, `http://127.0.0.1:${ports.get(host)}`);
      }
      services = createDemoServer({
        corsOrigins: [...hostOrigins.values()],
        onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
      });
      services.on('request', (request: IncomingMessage) =>
        received.push({
          method: request.method ?? '',
          path: new URL(request.url ?? '/', 'http://services.invalid').pathname,
          origin: request.headers.origin,
        }),
      );
      servicesOrigin = await listen(services, 0);
      // The built hosts, their pages told where the services are (as if index.html had the line: the build
      // copies the tags of its <head> as they are), served from a copy beside the build. Their own origin
      // forwards /service/ nowhere: a call that missed the setting fails the test.
      for (const host of FRAMEWORK_HOSTS) {
        const dir = built.get(host)!;
        cpSync(join(dir, 'dist'), join(dir, 'dist-services'), { recursive: true });
        const page = join(dir, 'dist-services', 'index.html');
        writeFileSync(page, withServicesSetting(readFileSync(page, 'utf8'), servicesOrigin));
        const port = String(ports.get(host));
        await start(
          VITE,
          ['preview', '--outDir', 'dist-services', '--host', '127.0.0.1', '--port', port, '--strictPort'],
          dir,
          hostEnv(NOWHERE),
          `${hostOrigins.get(host)}/`,
        );
      }
      // The README's plain HTML page with the setting in its <head>.
      const html = withServicesSetting(integrationPage('/blank/')!.body, servicesOrigin);
      await serveStatic('static-services', html, NOWHERE, ports.get('static')!);
    });

    afterAll(async () => {
      await new Promise<void>((done) => services.close(() => done()));
      expect(await takeContractProblems(), 'answers off the OpenAPI document').toEqual([]);
    });

    /** The origins of the page's service calls (`/service/…`), and of its staff panel's calls. */
    function watchServiceCalls(page: Page): { origins: string[]; preview: string[] } {
      const calls = { origins: [] as string[], preview: [] as string[] };
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/service/')) return;
        calls.origins.push(url.origin);
        if (url.pathname.startsWith('/service/preview/')) calls.preview.push(url.pathname);
      });
      return calls;
    }

    it.each(HOSTS_ALL)(
      'the %s host: every element, a sign-up (preflight and POST), the country list, on the services origin',
      async (host) => {
        const { page } = session;
        const hostOrigin = hostOrigins.get(host)!;
        const failures = watchFailures(page);
        const calls = watchServiceCalls(page);
        await page.goto(hostOrigin);
        await expectWidgets(page, HEADLINES[host]);

        // The country switcher opens and lists every storefront.
        const switcher = page.locator('main country-switcher');
        expect(await switcher.getByRole('link').count()).toBe(0);
        await countryToggle(switcher).click();
        await expect
          .poll(() => switcher.getByRole('link').allTextContents())
          .toEqual(Object.values(COUNTRY_NAMES));

        // A visitor signs up: the browser asks the services first (JSON and X-Hunter-Site), then posts.
        const form = page.locator('main newsletter-signup');
        const posted = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && response.url() === servicesOrigin + SIGNUP_PATH,
        );
        await form.locator('input[type="email"]').fill(`reader.${host}@example.com`);
        await form.locator('button[type="submit"]').click();
        expect((await posted).status()).toBe(201);
        await expect.poll(() => form.locator('[part="base"][data-state="signed-up"]').count()).toBe(1);
        expect(received.filter((entry) => entry.path === SIGNUP_PATH && entry.origin === hostOrigin)).toEqual(
          [
            { method: 'OPTIONS', path: SIGNUP_PATH, origin: hostOrigin },
            { method: 'POST', path: SIGNUP_PATH, origin: hostOrigin },
          ],
        );

        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        expect(calls.origins.length).toBeGreaterThan(3);
        expect(new Set(calls.origins)).toEqual(new Set([servicesOrigin]));
        // A visitor's page asks nothing of the staff preview.
        expect(calls.preview).toEqual([]);
        // The logos are images from the services' origin too.
        const logo = await page
          .locator('shop-footer img[src*="/service/footer-images/logos/"]')
          .first()
          .getAttribute('src');
        expect(logo).toMatch(new RegExp(`^${servicesOrigin}/service/footer-images/logos/`));
        expect(packageWarnings(session.warnings)).toEqual([]);
      },
      HOST_TEST_MS,
    );

    it(
      'the vue host: a customer logged in on the services origin gets the form prefilled, the token sent there',
      async () => {
        const { page } = session;
        const hostOrigin = hostOrigins.get('vue')!;
        const customer = DEMO_CUSTOMERS.find((entry) => entry.site === 'DE' && !entry.newsletterStatus)!;
        // The shop's login is the services' (the demo's /account/login); its cookie is the page's host's too.
        await logInOnServices(page, '/account/login', { Email: customer.email, Password: customer.password });

        const failures = watchFailures(page);
        const calls = watchServiceCalls(page);
        const tokens: (string | undefined)[] = [];
        page.on('request', (request) => {
          if (request.url() === servicesOrigin + NEWSLETTER_PRIVATE_PATH + CUSTOMER_BASE_DATA_PATH)
            tokens.push(request.headers()['x-logintoken']);
        });
        await page.goto(hostOrigin);
        const email = page.locator('main newsletter-signup input[type="email"]');
        await expect.poll(() => email.inputValue(), { timeout: HOST_WAIT_MS }).toBe(customer.email);
        await page.waitForLoadState('networkidle');
        // Each form asks (the footer holds one too): every time with the token.
        expect(tokens.length).toBeGreaterThan(0);
        for (const token of tokens) expect(token).toMatch(/\S/);
        expect(failures).toEqual([]);
        expect(new Set(calls.origins)).toEqual(new Set([servicesOrigin]));
        expect(packageWarnings(session.warnings)).toEqual([]);
      },
      HOST_TEST_MS,
    );

    it(
      'the plain HTML page: staff logged in on the services origin preview a date and A/B test group, and end it',
      async () => {
        const { page } = session;
        const hostOrigin = hostOrigins.get('static')!;
        // The staff login is the services' (the demo's /staff/login): its cookie is the services host's, which
        // is the page's host too (another port; on the web a sibling host under a shared cookie domain).
        await logInOnServices(page, '/staff/login', { 'User name': 'staff', Password: 'preview' });

        const failures = watchFailures(page);
        const calls = watchServiceCalls(page);
        await page.goto(hostOrigin);
        const open = page.getByRole('button', { name: 'Preview settings' });
        await expect.poll(() => open.count(), { timeout: HOST_WAIT_MS }).toBe(1);
        await applyTeaserPreview(page);
        await expect
          .poll(() => page.locator('.sw-preview__badge').textContent())
          .toMatch(/footer-newsletter-teaser, group variant-2$/);

        // End preview: a DELETE, which the browser asks the services about first.
        await page.getByRole('button', { name: 'End preview' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'End preview' }).count()).toBe(0);
        expect(await open.count()).toBe(1);
        const token = received.filter(
          (entry) => entry.path === PREVIEW_TOKEN_PATH && entry.origin === hostOrigin,
        );
        // The browser may keep the first preflight's answer (it lists DELETE) for the second call.
        expect(token[0]?.method).toBe('OPTIONS');
        expect(token.map((entry) => entry.method).filter((method) => method !== 'OPTIONS')).toEqual([
          'POST',
          'DELETE',
        ]);

        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        expect(new Set(calls.origins)).toEqual(new Set([servicesOrigin]));
        expect(calls.preview).toContain(PREVIEW_CHECK_AUTH_PATH);
        expect(packageWarnings(session.warnings)).toEqual([]);
      },
      HOST_TEST_MS,
    );
  });
});
