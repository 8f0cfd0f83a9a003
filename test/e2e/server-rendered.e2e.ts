import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { openBrowserSession } from './harness.ts';

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
    console.log(scripts);
    expect(scripts.some((path) => path.includes('react-mount'))).toBe(false);
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
    await page.waitForFunction(() => {
      const root = document.querySelector('newsletter-signup')!.shadowRoot!;
      return root.querySelector('form')?.getAttribute('data-state') === 'ready';
    });
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

  it('works without JavaScript as far as links go: every footer link is in the page, the block shows its texts', async () => {
    const browser = session.context.browser()!;
    const context = await browser.newContext({ baseURL: session.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/de/');
      const de = FOOTER_CONTENT.DE;
      const urls = [
        ...de.teaser.groups.flatMap((group) => [
          group.heading.link.url,
          ...group.links.filter((entry) => !entry.hideInClassic).map((entry) => entry.link.url),
        ]),
        ...de.seo!.columns.flatMap((column) => column.links.map((link) => link.url)),
        ...de.legalLinks.map((link) => link.url),
      ].filter((url) => url.startsWith('/') || url.startsWith('https:'));
      for (const url of new Set(urls))
        expect(await page.locator(`shop-footer a[href="${url}"]`).count(), url).toBeGreaterThan(0);
      // The nine storefronts of the country switcher are links in the HTML.
      expect(await page.locator('shop-footer .switcher a[href]').count()).toBe(9);
      await expect.poll(() => page.locator('newsletter-signup h2').textContent()).toBeTruthy();
      expect(await page.locator('shop-footer footer').getAttribute('data-variant')).toBe('full');
    } finally {
      await context.close();
    }
  });
});
