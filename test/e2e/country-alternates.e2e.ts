import { describe, expect, it } from 'vitest';
import { countryToggle, openBrowserSession } from './harness.ts';

const session = openBrowserSession();

const footer = () => session.page.locator('shop-footer');

/** Opens the footer's country list on a desktop page (the switcher is for the classic platform). */
async function openCountries(path: string, current: string) {
  const { page } = session;
  await page.setViewportSize({ width: 1440, height: 900 });
  await session.visit(path);
  await countryToggle(footer(), current).click();
}

describe('the country switcher keeps the page where the host page names it in another storefront', () => {
  it('goes from a server-composed checkout to the same checkout of the chosen storefront', async () => {
    const { page } = session;
    await openCountries('/de/checkout', 'Land: Deutschland');
    const hungary = footer().getByRole('link', { name: 'Magyarország' });
    // The server's HTML keeps the storefront's address: right without JavaScript.
    expect(await hungary.getAttribute('href')).toBe('/hu/');
    await hungary.click();
    await page.waitForURL('**/hu/checkout');
    await expect.poll(() => countryToggle(footer(), 'Ország: Magyarország').count()).toBe(1);
  });

  it('goes there from the keyboard (Enter on the link) too', async () => {
    const { page } = session;
    await openCountries('/at/checkout', 'Land: Österreich');
    await footer().getByRole('link', { name: 'Polska' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pl/checkout');
  });

  it('opens the alternate in a new tab on a modifier click', async () => {
    const { page, context } = session;
    // A new tab cannot wait for code: a modifier click before the alternates' chunk arrived (asked for when the
    // list opens) opens the storefront's address, by design. This test is about the click after it arrived.
    const alternates = page.waitForResponse(/\/chunks\/page-alternates-[^/]*\.js$/);
    await openCountries('/at/checkout', 'Land: Österreich');
    await alternates;
    await page.evaluate(() => new Promise((evaluated) => setTimeout(evaluated, 50)));
    const opened = context.waitForEvent('page');
    await footer()
      .getByRole('link', { name: 'Česko' })
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    // A new tab starts on about:blank, then goes to the address.
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/cz/checkout');
    expect(new URL(page.url()).pathname).toBe('/at/checkout');
  });

  it('does so in a client-rendered footer as well', async () => {
    const { page } = session;
    await openCountries('/ch-fr/subscribenewsletter', 'Pays: Suisse (Français)');
    await footer().getByRole('link', { name: 'Türkiye' }).click();
    await page.waitForURL('**/tr/subscribenewsletter');
  });

  it('ignores hostile and foreign alternates and goes to the storefront instead', async () => {
    const { page } = session;
    await openCountries('/de/checkout?csr', 'Land: Deutschland');
    await page.evaluate(() => {
      document.head.querySelector('link[hreflang="hu-HU"]')?.remove();
      const add = (hreflang: string, href: string) =>
        document.head.insertAdjacentHTML(
          'beforeend',
          `<link rel="alternate" hreflang="${hreflang}" href="${href}">`,
        );
      add('hu-HU', 'javascript:document.title="owned"');
      add('hu', '//evil.example/hu/');
      add('hu-HU', 'https://evil.example/hu/');
    });
    await footer().getByRole('link', { name: 'Magyarország' }).click();
    await page.waitForURL('**/hu/');
    expect(await page.title()).not.toBe('owned');
  });

  it('goes to the storefront where the page names no alternate', async () => {
    const { page } = session;
    await openCountries('/de/', 'Land: Deutschland');
    await footer().getByRole('link', { name: 'Slovensko' }).click();
    await page.waitForURL('**/sk/');
  });
});
