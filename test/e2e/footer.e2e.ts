import { describe, expect, it } from 'vitest';
import { SITES, sitePath } from '../../src/sites.ts';
import { ARRIVALS, casesIn, pagePath, type Arrival } from './arrivals.ts';
import { countryToggle, firstGroupToggle, isOpen, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const footer = () => session.page.locator('shop-footer');

async function requestCount(site: string) {
  const requests = await session.requests();
  const count = (path: string) => requests.filter((r) => r.path === path).length;
  return {
    content: count(`/service/footer/api/v1/content/${site}`),
    psdata: count('/service/customerfrontenddata/api/v1/psdata'),
    assignment: count('/service/abtestfrontend/api/v1/getassignment'),
    promotion: count('/service/promotion/api/promotion/SHOP_FOOTER'),
  };
}

/**
 * What the footer asks the services for, once each. Composed on the server, the content and the promotion came
 * with the page, and psdata (is the block hidden?) and the A/B-test assignment are asked for without React;
 * rendered in the browser, it asks for all four.
 */
const ASKED: Record<Arrival['arrival'], Awaited<ReturnType<typeof requestCount>>> = {
  composed: { content: 0, psdata: 1, assignment: 1, promotion: 0 },
  'client-rendered': { content: 1, psdata: 1, assignment: 1, promotion: 1 },
};

/**
 * Whether the footer shows no newsletter block, its customer data in: not while the block's space is reserved for
 * that answer (`--pending`, nothing to type into yet either).
 */
async function newsletterHidden() {
  const pending = await footer().locator('.sw-footer__newsletter--pending').count();
  return pending === 0 && (await footer().getByRole('textbox').count()) === 0;
}

// Each journey is written once and run on both arrivals of the page (test/e2e/arrivals.ts).
describe.each(ARRIVALS)('the shop footer on every storefront page, $arrival', (arrival) => {
  // Composed, the footer is drawn for any width and laid out by CSS alone (a resize changes no node, as
  // server-rendered.e2e.ts holds); rendered in the browser, it draws itself anew for the phone. Either way the
  // phone's layout is checked on the loaded page, resized, and axe runs on it as on a page loaded at that width.
  // Every site composed, the first rendered in the browser (casesIn).
  it.each(casesIn(arrival, SITES))(
    'renders the full footer of %s on a 1440 px desktop with its logos loaded lazily, and on a 375 px phone collapses its groups and hides the switcher, accessible and error-free',
    async (site) => {
      const { page } = session;
      await page.setViewportSize({ width: 1440, height: 900 });
      await session.visit(pagePath(`/${sitePath(site)}/`, arrival));
      await expect.poll(() => footer().getByRole('contentinfo').count()).toBe(1);
      expect(await footer().locator('.sw-footer__group').count()).toBe(8);
      expect(await countryToggle(footer()).count()).toBe(1);
      expect(await footer().getByRole('textbox').count()).toBe(1); // the newsletter block
      await expect.poll(() => requestCount(site)).toEqual(ASKED[arrival.arrival]);
      const logos = await footer()
        .locator('img.sw-footer__logo')
        .evaluateAll((images) =>
          images.map((image) => [image.getAttribute('src'), image.getAttribute('loading')]),
        );
      expect(logos.length).toBeGreaterThan(0);
      for (const [src, loading] of logos) {
        expect(src).toMatch(/^\/service\/footer-images\/logos\/[a-z0-9-]+\.svg$/);
        expect(loading).toBe('lazy');
      }
      // Every one of them exists: asked for here, as the lazy images are not loaded out of view.
      for (const src of new Set(logos.map(([src]) => src!)))
        expect((await page.request.get(src)).status(), src).toBe(200);

      await page.setViewportSize({ width: 375, height: 800 });
      await session.checkAccessibility(`${site} phone`);
      const first = firstGroupToggle(footer());
      await expect.poll(() => isOpen(first)).toBe(false);
      expect(await countryToggle(footer()).isVisible()).toBe(false);
      await first.click();
      expect(await isOpen(first)).toBe(true);
      await session.checkAccessibility(`${site} phone, first group open`);
    },
  );

  it('hides its newsletter block on /de/ when the page says so (hide-newsletter), opens the host page consent panel from the cookie-settings legal link, and moves the visitor to another storefront from the switcher', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit(pagePath('/de/', arrival));
    // Set before anything woke the composed footer: its fragment handler draws it anew (docs/design/server-render.md,
    // "A change before React"), and the press below wakes that drawing.
    expect(await footer().getByRole('textbox').count()).toBe(1);
    await footer().evaluate((element) => element.setAttribute('hide-newsletter', ''));
    await expect.poll(newsletterHidden).toBe(true);
    await session.checkAccessibility('footer with hide-newsletter');

    await footer().getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const consent = page.getByRole('dialog', { name: 'Cookie settings (demo)' });
    await expect.poll(() => consent.isVisible()).toBe(true);
    await consent.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => consent.isVisible()).toBe(false);

    await countryToggle(footer(), 'Land: Deutschland').click();
    await footer().getByRole('link', { name: 'Magyarország' }).click();
    await page.waitForURL((url) => url.pathname === '/hu/');
    await expect.poll(() => countryToggle(footer(), 'Ország: Magyarország').count()).toBe(1);
  });

  it('hides its newsletter block for a subscribed customer', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/account/login?return=${encodeURIComponent(pagePath('/de/', arrival))}`);
    await page.getByLabel('Email').fill('max.abonnent@example.com');
    await page.getByLabel('Password').fill('kaffee123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/de/');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => footer().getByRole('contentinfo').count()).toBe(1);
    await expect.poll(newsletterHidden).toBe(true);
    await session.checkAccessibility('footer for a subscriber');
  });
});

// Rendered in the browser only: composed, the content came with the page, and the browser asks for none.
describe('the shop footer rendered in the browser (?csr)', () => {
  it('gives the reserved height back when its content fails, and names that state on the host', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    session.expectConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
    await page.route('**/service/footer/api/v1/content/DE', (route) => route.fulfill({ status: 503 }));
    await session.visit('/de/?csr');
    await expect.poll(() => footer().getAttribute('data-state')).toBe('unavailable');
    expect(await footer().evaluate((host) => host.getBoundingClientRect().height)).toBe(0);
    expect(session.warnings.some((text) => text.startsWith('<shop-footer> no footer content'))).toBe(true);
  });
});
