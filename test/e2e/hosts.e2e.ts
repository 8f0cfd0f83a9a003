import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { integrationPage } from '../../demo/pages/integration.ts';
import { createDemoServer, listen } from '../../demo/server.ts';
import { SERVICES_META_NAME } from '../../src/http/service-base.ts';
import { openBrowserSession } from './harness.ts';
import { freePort, NGINX, requireNginx, startServer } from './processes.ts';

/*
 * The package in hosts that bundle it, as an integrator gets it: `npm pack`, installed into a Vite React 19 host
 * and a Vite Vue 3.5 host (test/hosts/), each built and served (`vite preview`) and run under `vite dev`, with the
 * README's dev-server proxy for the services; a plain static server (nginx) with the same forwarding; and a host
 * on another origin than the services, which answer it with CORS. Every page loads without a failed request, a
 * console error or a warning of the package, and shows the footer and the newsletter form.
 */

const HOSTS = resolve('test/hosts');
const RUN = join(HOSTS, '.run');
const VITE = resolve('node_modules/.bin/vite');
const FRAMEWORK_HOSTS = ['vite-react', 'vue'] as const;
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

/** Waits until the footer and the newsletter form are on screen. */
async function expectWidgets(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('shop-footer').getByRole('contentinfo').count(), { timeout: HOST_WAIT_MS })
    .toBe(1);
  await expect
    .poll(
      () => page.locator('main newsletter-signup').getByRole('heading', { name: 'Neuigkeiten' }).count(),
      { timeout: HOST_WAIT_MS },
    )
    .toBe(1);
  expect(await page.locator('main newsletter-signup').getByRole('textbox').count()).toBe(1);
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
      execFileSync(VITE, ['build', '--logLevel', 'warn'], { cwd: dir, env: hostEnv(inject('baseUrl')) });
      built.set(host, dir);
    }
  }, 180_000);

  afterAll(() => {
    for (const child of running) child.kill();
    rmSync(RUN, { recursive: true, force: true });
  });

  describe.each(FRAMEWORK_HOSTS)('the %s host', (host) => {
    it(
      'built and served (vite preview, the services proxied): no failed request, no console error',
      async () => {
        const dir = built.get(host)!;
        const port = await freePort();
        const preview = await start(
          VITE,
          ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
          dir,
          hostEnv(inject('baseUrl')),
          `http://127.0.0.1:${port}/`,
        );
        const { page } = session;
        const failures = watchFailures(page);
        await page.goto(preview.origin);
        await expectWidgets(page);
        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        // The entry runs inside the host's bundle: it preloads none of the package's own file names.
        expect(await page.locator('link[rel="modulepreload"][href*="/chunks/"]').count()).toBe(0);
        expect(
          session.warnings.filter((warning) =>
            /storefront-widgets|<shop-footer>|<newsletter-signup>/.test(warning),
          ),
        ).toEqual([]);
        await session.checkAccessibility(`${host} host, built`);
        preview.process.kill();
      },
      HOST_TEST_MS,
    );

    it(
      'under vite dev (the services proxied): no failed request, no console error, nothing in the terminal',
      async () => {
        const dir = built.get(host)!;
        const port = await freePort();
        const dev = await start(
          VITE,
          ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
          dir,
          hostEnv(inject('baseUrl')),
          `http://127.0.0.1:${port}/`,
        );
        const { page } = session;
        const failures = watchFailures(page);
        await page.goto(dev.origin);
        await expectWidgets(page);
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
    'behind a plain static server (nginx serving dist/, forwarding /service/): no failed request',
    async () => {
      requireNginx();
      const temp = join(RUN, 'static');
      const pages = join(temp, 'pages');
      mkdirSync(join(temp, 'logs'), { recursive: true });
      mkdirSync(pages, { recursive: true });
      const installed = join(RUN, 'vite-react', 'node_modules', 'storefront-widgets');
      // The README's plain HTML page, with the package's dist/ at /static/.
      writeFileSync(join(pages, 'index.html'), integrationPage('/blank/')!.body);
      // The page names no icon (a site has its own): the browser asks for /favicon.ico.
      copyFileSync(resolve('demo/public/favicon.ico'), join(pages, 'favicon.ico'));
      const port = await freePort();
      const config = readFileSync(join(HOSTS, 'static', 'nginx.conf.template'), 'utf8')
        .replaceAll('{{TEMP}}', temp)
        .replaceAll('{{PORT}}', String(port))
        .replaceAll('{{PAGES}}', pages)
        .replaceAll('{{DIST}}', join(installed, 'dist'))
        .replaceAll('{{SERVICES}}', inject('baseUrl'));
      writeFileSync(join(temp, 'nginx.conf'), config);
      const nginx = await start(
        NGINX,
        ['-p', temp, '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'],
        temp,
        process.env,
        `http://127.0.0.1:${port}/`,
      );
      const { page } = session;
      const failures = watchFailures(page);
      await page.goto(nginx.origin);
      await expect
        .poll(() => page.locator('shop-footer').getByRole('contentinfo').count(), { timeout: HOST_WAIT_MS })
        .toBe(1);
      await expect.poll(() => page.locator('main newsletter-signup').getByRole('textbox').count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
      // Served as the package ships it, the entry preloads its chunks' imports: they exist.
      expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
      nginx.process.kill();
    },
    HOST_TEST_MS,
  );

  describe('a host on another origin than the services (the page-wide setting and CORS)', () => {
    let services: Server;
    let servicesOrigin = '';
    let hostOrigin = '';

    beforeAll(async () => {
      const port = await freePort();
      hostOrigin = `http://127.0.0.1:${port}`;
      services = createDemoServer({ corsOrigins: [hostOrigin] });
      servicesOrigin = await listen(services, 0);
      // The built React host, its page told where the services are: no proxy involved.
      const dir = built.get('vite-react')!;
      const page = join(dir, 'dist', 'index.html');
      writeFileSync(
        page,
        readFileSync(page, 'utf8').replace(
          '<meta charset="utf-8" />',
          `<meta charset="utf-8" />\n    <meta name="${SERVICES_META_NAME}" content="${servicesOrigin}" />`,
        ),
      );
      await start(
        VITE,
        ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
        dir,
        hostEnv('http://127.0.0.1:9'),
        `${hostOrigin}/`,
      );
    });

    afterAll(() => new Promise<void>((done) => services.close(() => done())));

    it(
      'calls every service on the configured origin, which answers with CORS: no failed request',
      async () => {
        const { page } = session;
        const failures = watchFailures(page);
        const serviceCalls: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/service/'))
            serviceCalls.push(new URL(request.url()).origin);
        });
        await page.goto(hostOrigin);
        await expectWidgets(page);
        await page.waitForLoadState('networkidle');
        expect(failures).toEqual([]);
        expect(serviceCalls.length).toBeGreaterThan(2);
        expect(new Set(serviceCalls)).toEqual(new Set([servicesOrigin]));
        // The logos are images from the services' origin too.
        const logo = await page
          .locator('shop-footer img[src*="/service/footer-images/logos/"]')
          .first()
          .getAttribute('src');
        expect(logo).toMatch(new RegExp(`^${servicesOrigin}/service/footer-images/logos/`));
      },
      HOST_TEST_MS,
    );
  });
});
