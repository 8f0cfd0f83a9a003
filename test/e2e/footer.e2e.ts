import { describe, expect, it } from 'vitest';
import { SITES, sitePath } from '../../src/sites.ts';
import { countryToggle, firstGroupToggle, isOpen, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const footer = () => session.page.locator('shop-footer');

describe('the shop footer on every storefront page', () => {
  // The composed page is drawn for any width and laid out by CSS alone (a resize changes no node, as
  // server-rendered.e2e.ts holds): the phone's layout is checked on the loaded page, resized, and axe runs on it
  // as on a page loaded at that width.
  it.each(SITES)(
    'renders the full footer of %s on a 1440 px desktop, and on a 375 px phone collapses its groups and hides the switcher, accessible and error-free',
    async (site) => {
      const { page } = session;
      await page.setViewportSize({ width: 1440, height: 900 });
      await session.visit(`/${sitePath(site)}/`);
      await expect.poll(() => footer().getByRole('contentinfo').count()).toBe(1);
      expect(await footer().locator('.sw-footer__group').count()).toBe(8);
      expect(await countryToggle(footer()).count()).toBe(1);
      expect(await footer().getByRole('textbox').count()).toBe(1); // the newsletter block
      // Composed on the server: the content and the promotion came with the page; psdata (is the block hidden?)
      // and the A/B-test assignment are asked for once, without React.
      await expect
        .poll(() => requestCount(site))
        .toEqual({ content: 0, psdata: 1, assignment: 1, promotion: 0 });

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

  it('asks for each of its documents once when it renders in the browser (?csr)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/?csr');
    await expect.poll(() => footer().getByRole('contentinfo').count()).toBe(1);
    await expect
      .poll(() => requestCount('DE'))
      .toEqual({ content: 1, psdata: 1, assignment: 1, promotion: 1 });
  });

  it('gives the reserved height back when its content fails, and names that state on the host (?csr)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    session.expectConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
    await page.route('**/service/footer/api/v1/content/DE', (route) => route.fulfill({ status: 503 }));
    await session.visit('/de/?csr');
    await expect.poll(() => footer().getAttribute('data-state')).toBe('unavailable');
    expect(await footer().evaluate((host) => host.getBoundingClientRect().height)).toBe(0);
    expect(session.warnings.some((text) => text.startsWith('<shop-footer> no footer content'))).toBe(true);
  });

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

  it('renders the reduced footer on the checkout page', async () => {
    await session.visit('/de/checkout');
    await expect.poll(() => footer().locator('.sw-footer').getAttribute('data-variant')).toBe('reduced');
    expect(await footer().getByRole('textbox').count()).toBe(0);
    expect(await footer().locator('.sw-footer__seo, .sw-footer__follow, .sw-footer__promotion').count()).toBe(
      0,
    );
    expect(await footer().locator('.sw-footer__group').count()).toBe(5);
  });

  it('renders the reduced footer on ?reduced and for an affiliate cookie', async () => {
    const { context } = session;
    await session.visit('/at/?reduced');
    await expect.poll(() => footer().locator('.sw-footer').getAttribute('data-variant')).toBe('reduced');
    await context.addCookies([{ name: 'affiliateNumber', value: '4711', url: session.baseUrl }]);
    await session.visit('/at/');
    await expect.poll(() => footer().locator('.sw-footer').getAttribute('data-variant')).toBe('reduced');
  });

  it('moves the visitor to another storefront from the footer switcher', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/');
    await countryToggle(footer(), 'Land: Deutschland').click();
    await footer().getByRole('link', { name: 'Magyarország' }).click();
    await page.waitForURL('**/hu/');
    await expect.poll(() => countryToggle(footer(), 'Ország: Magyarország').count()).toBe(1);
  });

  it('opens the host page consent panel from the cookie-settings legal link', async () => {
    const { page } = session;
    await session.visit('/de/');
    await footer().getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Cookie settings (demo)' }).isVisible())
      .toBe(true);
  });

  it('loads the logos lazily from the logos path, and every one of them exists', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/tr/');
    const sources = await footer()
      .locator('img.sw-footer__logo')
      .evaluateAll((images) =>
        images.map((image) => [image.getAttribute('src'), image.getAttribute('loading')]),
      );
    expect(sources.length).toBeGreaterThan(5);
    for (const [src, loading] of sources) {
      expect(src).toMatch(/^\/service\/footer-images\/logos\/[a-z0-9-]+\.svg$/);
      expect(loading).toBe('lazy');
      expect((await page.request.get(src!)).status()).toBe(200);
    }
  });
});
