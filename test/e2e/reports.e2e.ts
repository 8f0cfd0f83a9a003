import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/elements/report-facts.ts';
import { ARRIVALS, pagePath } from './arrivals.ts';
import { holdRequests, openBrowserSession } from './harness.ts';
import { SIGNUP_PATH } from './signup.ts';

/*
 * What the widgets report to the page's monitoring (README, "Monitoring"), on a storefront page in both arrivals: one
 * visit makes each failure that applies to the arrival, and the page's reports name each once, with the element,
 * its site and the release, and nothing the visitor typed or any address; the visit leaves the elements' marks and
 * measures. A second copy of another release on the page is reported once.
 */

const session = openBrowserSession();

/** The newsletter block's own chunk: refused once, the block's code fails to load. */
const BLOCK_CHUNK = /\/static\/chunks\/newsletter-signup\.module-[\w-]+\.js$/;
const ENTRY = /\/static\/storefront-widgets\.js$/;
const EMAIL = 'erika.reported@example.com';
/** This build's release. */
const RELEASE = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

const reports = (page: Page) =>
  page.evaluate(
    () => (window as { storefrontWidgets?: { reports?: Report[] } }).storefrontWidgets?.reports ?? [],
  );

/** The names of the page's marks and measures of ours, as `kind name`. */
const timings = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntries()
      .filter((entry) => entry.name.startsWith('storefront-widgets:'))
      .map((entry) => `${entry.entryType} ${entry.name}`),
  );

describe.each(ARRIVALS)('what the widgets report, $arrival', (arrival) => {
  it('reports each failure once, with the element, site and release and nothing personal, and leaves the marks and measures', async () => {
    const { page } = session;
    const composed = arrival.query === '';
    session.expectConsoleErrors(/Failed to load resource/);
    // The events as a page's monitoring hears them, from before the script.
    await page.addInitScript(() => {
      const heard: unknown[] = ((window as { heard?: unknown[] }).heard = []);
      document.addEventListener('storefront-widgets:report', (event) =>
        heard.push((event as CustomEvent).detail),
      );
    });
    let refused = false;
    await page.route(BLOCK_CHUNK, (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.abort();
    });
    await page.route(`**${SIGNUP_PATH}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: `{"echo":"${EMAIL}"}` })
        : route.continue(),
    );
    // Rendered in the browser, the footer reads its promotion: an answer with nothing readable in it.
    await page.route('**/service/promotion/api/promotion/SHOP_FOOTER*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"contentJSON":5}' }),
    );
    if (composed) {
      // A footer drawn by the release before (its fragment still cached): taken over, it draws itself anew.
      const entry = await holdRequests(page, ENTRY);
      await page.goto(pagePath('/de/', arrival, 'lang=en'), { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(() => {
        const script = document
          .querySelector('shop-footer')!
          .shadowRoot!.querySelector('script[data-sw-snapshot]')!;
        script.textContent = script.textContent!.replace(/"release":"[^"]*"/, '"release":"0.0.1-previous"');
      });
      entry.release();
      await page.waitForLoadState('networkidle');
      // Reached for, the block asks for its code, which fails.
      await page.locator('main newsletter-signup input[type=email]').click();
    } else await session.open(pagePath('/de/', arrival, 'lang=en'));

    // A sign-up through the footer's form, which the service refuses.
    const form = page.locator('shop-footer');
    await form.locator('input[type=email]').fill(EMAIL);
    await form.locator('button[type=submit]').click();
    await form.getByText(/For technical reasons/).waitFor();

    const expected = [
      { kind: 'chunk-failed', chunk: 'element', attempt: 1, element: 'newsletter-signup', site: 'DE' },
      {
        kind: 'service-failed',
        service: 'newsletter',
        failure: 'status',
        status: 500,
        element: 'shop-footer',
        site: 'DE',
      },
      composed
        ? {
            kind: 'takeover-failed',
            cause: 'other-release',
            drawnBy: '0.0.1-previous',
            redrawn: true,
            element: 'shop-footer',
            site: 'DE',
          }
        : {
            kind: 'content-unreadable',
            service: 'promotion',
            skipped: 0,
            element: 'shop-footer',
            site: 'DE',
          },
    ];
    await expect.poll(async () => (await reports(page)).length).toBe(expected.length);
    const kept = await reports(page);
    for (const facts of expected) expect(kept).toContainEqual({ ...facts, ...anyRelease(facts) });
    expect(await page.evaluate(() => (window as { heard?: unknown[] }).heard)).toEqual(kept);
    // Nothing the visitor typed, no address, no query string, no answer's text.
    for (const each of kept) expect(JSON.stringify(each)).not.toMatch(/@|example|\/service|\?|https?:|echo/);

    const names = await timings(page);
    for (const moment of [
      'shown',
      'woken',
      'ready',
      'form-ready',
      'first-validation',
      'sign-up-sent',
      'sign-up-answered',
    ])
      expect(names).toContain(`mark storefront-widgets:shop-footer:${moment}`);
    expect(names).toContain('measure storefront-widgets:shop-footer:wake');
    expect(names).toContain('measure storefront-widgets:shop-footer:sign-up');
  });
});

/** The fields every report has besides its kind's: the release, and a time. */
function anyRelease(facts: object): object {
  return {
    ...((facts as { kind: string }).kind === 'service-failed'
      ? { duration: expect.any(Number) as number }
      : {}),
    release: RELEASE,
    time: expect.any(Number) as number,
  };
}

describe('two releases on one page', () => {
  const OTHER = '99.0.0';
  it('are reported once, naming both, and the elements and version stay those of the copy that came first', async () => {
    const { page } = session;
    // A copy of another release: every file of the build under /static/other/, its release renamed.
    await page.route('**/static/other/**', async (route) => {
      const answer = await route.fetch({ url: route.request().url().replace('/static/other/', '/static/') });
      route.fulfill({ response: answer, body: (await answer.text()).replaceAll(RELEASE, OTHER) });
    });
    await session.open('/de/?lang=en');
    for (const query of ['', '?again'])
      // As source text: the test's own bundler would rewrite an `import()` in a function.
      await page.evaluate(`import(${JSON.stringify(`/static/other/storefront-widgets.js${query}`)})`);
    await expect.poll(async () => (await reports(page)).length).toBe(1);
    expect(await reports(page)).toEqual([
      { kind: 'releases-differ', definedBy: RELEASE, release: OTHER, time: expect.any(Number) as number },
    ]);
    expect(session.warnings.filter((text) => text.includes(OTHER))).toHaveLength(1);
    expect(
      await page.evaluate(() => [
        (window as { storefrontWidgets?: { version?: string } }).storefrontWidgets?.version,
        document.querySelector('shop-footer')!.release,
      ]),
    ).toEqual([RELEASE, RELEASE]);
  });
});

describe("the demo's reports page", () => {
  it('lists the report a storefront page forwarded to the collector', async () => {
    const { page } = session;
    session.expectConsoleErrors(/Failed to load resource/);
    await page.route('**/service/promotion/api/promotion/SHOP_FOOTER*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await session.open('/de/?csr&lang=en');
    await expect.poll(async () => (await reports(page)).length).toBe(1);
    // The page forwarded it with README's snippet; the reports page shows it once the collector has it.
    await session.open('/reports/');
    const row = page.locator('#report-rows tr');
    await row.filter({ hasText: 'promotion' }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.locator('td').allTextContents()).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      'service-failed',
      'shop-footer',
      'DE',
      RELEASE,
      expect.stringMatching(/^service: promotion, failure: status, status: 500, duration: \d+, at \d+ ms$/),
    ]);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('1 report, the latest first.');
    await session.checkAccessibility('reports page');
  });
});
