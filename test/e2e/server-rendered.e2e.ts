import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { budgetFiles, COMPOSED_PAGE_BUDGET } from '../../scripts/size-budgets.ts';
import { countryToggle, firstGroupToggle, isOpen, openBrowserSession } from './harness.ts';
import { FORM_READY, reactOwns, watchReact } from './server-render-watch.ts';

// The page on a slow CPU: server-rendered-slow.e2e.ts.
describe('server-rendered storefront page', () => {
  const session = openBrowserSession();

  it('arrives with the footer in a declarative shadow root and loads no React until the visitor reaches for it', async () => {
    const { page } = session;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await session.visit('/de/');
    const links = await page.evaluate(
      () => document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('a').length,
    );
    expect(links).toBeGreaterThan(20);
    expect(scripts.some((path) => path.includes('react-mount'))).toBe(false);
    // Nor the map of the translation files: the texts are in the HTML.
    expect(scripts.some((path) => path.includes('translation-files'))).toBe(false);
    expect(scripts.length, 'the script on the page before interaction').toBeGreaterThan(0);
    // What its size budget counts, no more: the customer data the footer asks for before React comes without the
    // HTTP client, and nothing of ours arrives unseen by the budget (the demo's own scripts are the host page's).
    await page.waitForLoadState('networkidle');
    const ours = scripts.flatMap((path) =>
      path.startsWith('/static/') ? [path.slice('/static/'.length)] : [],
    );
    expect(new Set(ours)).toEqual(budgetFiles(COMPOSED_PAGE_BUDGET));
  });

  it('hydrates on focus of the email field, keeping the nodes and what was typed', async () => {
    const { page } = session;
    await session.visit('/de/');
    const email = page.locator('newsletter-signup').locator('input[type=email]');
    await page.evaluate(() => {
      const root = document.querySelector('newsletter-signup')!.shadowRoot!;
      (window as unknown as { before: Element | null }).before = root.querySelector('input[type=email]');
    });
    await email.click();
    await page.keyboard.type('kim@example.org', { delay: 5 });
    await page.waitForFunction(FORM_READY);
    const same = await page.evaluate(() => {
      const root = document.querySelector('newsletter-signup')!.shadowRoot!;
      const input = root.querySelector<HTMLInputElement>('input[type=email]');
      return {
        same: input === (window as unknown as { before: Element | null }).before,
        value: input?.value,
      };
    });
    expect(same).toEqual({ same: true, value: 'kim@example.org' });
  });

  it('opens the footer groups and the country list before React, and closes the list with Escape or a press outside', async () => {
    const { page } = session;
    const reactRequests = watchReact(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await session.visit('/de/');
    const group = firstGroupToggle(page.locator('shop-footer'));
    await group.click();
    expect(await isOpen(group)).toBe(true);
    const firstLink = FOOTER_CONTENT.DE.teaser.groups[0]!.links[0]!.link.text;
    expect(await page.locator('shop-footer').getByRole('link', { name: firstLink }).isVisible()).toBe(true);
    await session.checkAccessibility('phone, a group open before React');

    await page.setViewportSize({ width: 1440, height: 900 });
    const toggle = countryToggle(page.locator('shop-footer'), 'Land: Deutschland');
    await toggle.click();
    expect(await page.locator('shop-footer').getByRole('link', { name: 'Österreich' }).isVisible()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await isOpen(toggle)).toBe(false);
    expect((await session.focused()).className).toBe('toggle');
    await page.keyboard.press('Enter');
    expect(await isOpen(toggle)).toBe(true);
    await page.mouse.click(5, 5);
    expect(await isOpen(toggle)).toBe(false);
    expect(reactRequests()).toBe(0);
  });

  it('keeps an open group and the typed text, on the same nodes, when React takes over', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await session.visit('/de/');
    const groups = page.locator('shop-footer .sw-footer__group > summary');
    await groups.nth(1).click();
    await page.evaluate(() => {
      const root = document.querySelector('shop-footer')!.shadowRoot!;
      (window as unknown as { group: Element | null }).group = root.querySelectorAll('.sw-footer__group')[1]!;
    });
    const email = page.locator('shop-footer').locator('input[type=email]');
    await email.click();
    await page.keyboard.type('kim@example.org');
    await reactOwns(page, 'shop-footer', 'footer');
    const after = await page.evaluate(() => {
      const root = document.querySelector('shop-footer')!.shadowRoot!;
      const group = root.querySelectorAll<HTMLDetailsElement>('.sw-footer__group')[1]!;
      return {
        same: group === (window as unknown as { group: Element | null }).group,
        open: group.open,
        typed: root.querySelector<HTMLInputElement>('input[type=email]')!.value,
      };
    });
    expect(after).toEqual({ same: true, open: true, typed: 'kim@example.org' });
  });

  it('changes nothing but CSS when a screen crosses 1280 px: no React, the same nodes', async () => {
    const { page } = session;
    const reactRequests = watchReact(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/');
    const nodes = () =>
      page.evaluate(() => document.querySelector('shop-footer')!.shadowRoot!.querySelectorAll('*').length);
    const before = await nodes();
    await page.setViewportSize({ width: 375, height: 900 });
    await firstGroupToggle(page.locator('shop-footer')).waitFor();
    expect(await nodes()).toBe(before);
    expect(reactRequests()).toBe(0);
  });

  it('works without JavaScript: every footer and country link is there and followed, the block shows its texts', async () => {
    const browser = session.context.browser()!;
    const context = await browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/de/');
      const de = FOOTER_CONTENT.DE;
      const urls = [
        ...de.teaser.groups.flatMap((group) => [
          group.heading.link.url,
          ...group.links.map((entry) => entry.link.url),
        ]),
        ...de.seo!.columns.flatMap((column) => column.links.map((link) => link.url)),
        ...de.legalLinks.filter((link) => !link.action).map((link) => link.url),
        ...de.socialMedia!.icons.map((icon) => icon.link.url),
        ...de.appReferences!.appIcons.map((icon) => icon.link.url),
        ...de.qualityLogos!.logos.map((logo) => logo.link.url),
        ...de.international!.items.map((item) => item.href),
      ];
      for (const url of new Set(urls))
        expect(await page.locator(`shop-footer a[href="${url}"]`).count(), url).toBeGreaterThan(0);
      expect(await page.locator('shop-footer .switcher a[href]').count()).toBe(9);
      expect(await page.locator('newsletter-signup h2').textContent()).toBeTruthy();
      expect(await page.locator('shop-footer').getByText('E-Mail-Adresse').count()).toBeGreaterThan(0);
      // The page's CSS opens the whole form on the email field's focus.
      const block = page.locator('newsletter-signup');
      expect(await block.getByRole('checkbox').count()).toBe(0);
      await block.locator('input[type=email]').click();
      expect(await block.getByRole('checkbox').first().isVisible()).toBe(true);
      // A submit without JavaScript sends nothing anywhere: never the address in a URL.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.keyboard.type('no.script@example.org');
      expect(await block.locator('input[type=email]').inputValue()).toBe('no.script@example.org');
      await page.keyboard.press('Enter');
      await block.getByRole('button', { name: /anmelden/i }).click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(new URL('/de/', session.baseUrl).href);
      expect(requests.filter((url) => url.includes('no.script'))).toEqual([]);

      // Followed: an SEO link on a desktop screen, a country from the opened list.
      const seo = de.seo!.columns[0]!.links[0]!;
      await page.locator('shop-footer').getByRole('link', { name: seo.text, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === new URL(seo.url, session.baseUrl).pathname);
      await page.goto('/de/');
      await countryToggle(page.locator('shop-footer')).click();
      await page.locator('shop-footer .switcher').getByRole('link', { name: 'Österreich' }).click();
      await page.waitForURL((url) => url.pathname === '/at/');

      // On a phone the groups open without JavaScript, and their links are followed.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/de/');
      await firstGroupToggle(page.locator('shop-footer')).click();
      const link = de.teaser.groups[0]!.links[0]!.link;
      await page.locator('shop-footer').getByRole('link', { name: link.text, exact: true }).click();
      await page.waitForURL((url) => url.pathname === new URL(link.url, session.baseUrl).pathname);
    } finally {
      await context.close();
    }
  });
});
