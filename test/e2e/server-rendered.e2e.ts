import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { NEWSLETTER_SUBSCRIBERS_PATH } from '../../src/contract/newsletter.ts';
import type { Page } from 'playwright-core';
import {
  countryToggle,
  firstGroupToggle,
  holdRequests,
  isOpen,
  openBrowserSession,
  slowCpu,
} from './harness.ts';

/** Counts the page's requests for React's chunk (the element chunks' shared React and mount code). */
function watchReact(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('react-mount')) count++;
  });
  return () => count;
}

/** Sums the layout shifts from the first paint on (the browser's own measure, without recent input). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until React has taken over `selector` in the shadow root of `tag` (its fiber is on the node). */
function reactOwns(page: Page, tag: string, selector: string): Promise<unknown> {
  return page.waitForFunction(
    ([tag, selector]) => {
      const node = document.querySelector(tag)?.shadowRoot?.querySelector(selector);
      return (
        node !== null && node !== undefined && Object.keys(node).some((key) => key.startsWith('__reactFiber'))
      );
    },
    [tag, selector] as const,
  );
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const FORM_READY = () =>
  document
    .querySelector('newsletter-signup')
    ?.shadowRoot?.querySelector('form')
    ?.getAttribute('data-state') === 'ready';

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

  it.each([375, 900, 1440])(
    'is laid out for a %i px screen by CSS alone, with no layout shift on a slow CPU through hydration',
    async (width) => {
      const { page } = session;
      await watchLayoutShift(page);
      const cdp = await slowCpu(session);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/de/');
      await page.waitForLoadState('networkidle');
      const layout = await page.evaluate(() => {
        const root = document.querySelector('shop-footer')!.shadowRoot!;
        const shown = (selector: string) =>
          [...root.querySelectorAll(selector)].filter((node) => node.getClientRects().length > 0).length;
        return {
          drawnFor: root.querySelector('footer')!.getAttribute('data-platform'),
          columns: new Set(
            [...root.querySelectorAll('.sw-footer__group')].map(
              (group) => group.getBoundingClientRect().left,
            ),
          ).size,
          summaries: shown('.sw-footer__fold-summary'),
          switcher: shown('.switcher'),
        };
      });
      const classic = width >= 1280;
      expect(layout).toEqual({
        drawnFor: 'any',
        columns: classic ? 4 : 1,
        summaries: classic ? 0 : FOOTER_CONTENT.DE.teaser.groups.length + 1,
        switcher: classic ? 1 : 0,
      });
      // A press on the email field opens the whole form at once (before React), and React takes the block over.
      await page.locator('newsletter-signup').locator('input[type=email]').click();
      expect(
        await page.locator('newsletter-signup').getByRole('checkbox').first().isVisible(),
        'the whole form, in the frame of the focus',
      ).toBe(true);
      await reactOwns(page, 'newsletter-signup', 'form');
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBe(0);
      await cdp.detach();
    },
  );

  it('opens the whole form on the email field’s focus before any of its code, and React takes it over open', async () => {
    const { page } = session;
    const react = await holdRequests(page, /\/chunks\/react-mount-[\w-]+\.js$/);
    await watchLayoutShift(page);
    const cdp = await slowCpu(session);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/hu/?lang=en');
    await page.waitForLoadState('networkidle');
    const block = page.locator('newsletter-signup');
    const email = block.getByRole('textbox', { name: /Email address/ });
    const consent = block.getByRole('checkbox', { name: /personalised offers/ });
    const salutation = block.getByRole('combobox', { name: /Salutation/ });
    expect(await consent.count(), 'only the email field before its focus').toBe(0);

    await email.click();
    // In the frame of the focus: no waiting, React is held back.
    expect(await consent.isVisible()).toBe(true);
    expect(await block.getByText(/I am at least/).isVisible()).toBe(true);
    await session.checkAccessibility('the whole form, open before React');
    for (const [locator, name] of [
      [email, 'emailNode'],
      [consent, 'consentNode'],
      [salutation, 'salutationNode'],
    ] as const)
      await locator.evaluate((node, key) => ((window as unknown as Record<string, Node>)[key] = node), name);
    await page.keyboard.type('eva@example');
    await page.keyboard.press('Tab');
    expect((await session.focused()).name).toBe('salutation');
    await page.keyboard.press('Tab');
    expect((await session.focused()).name).toBe('firstName');
    expect(react.requested(), 'the focus asked for React').toBe(true);
    // Focus leaves the form before React: the form stays open (the loader keeps it so).
    await page.mouse.click(5, 5);
    expect(await consent.isVisible()).toBe(true);

    react.release();
    await reactOwns(page, 'newsletter-signup', 'form');
    await page.waitForFunction(FORM_READY);
    // Open, on the same nodes, with what was typed; the field left gets its message now the rules run.
    expect(await consent.isVisible()).toBe(true);
    for (const [locator, name] of [
      [email, 'emailNode'],
      [consent, 'consentNode'],
      [salutation, 'salutationNode'],
    ] as const)
      expect(
        await locator.evaluate(
          (node, key) => node.isConnected && (window as unknown as Record<string, Node>)[key] === node,
          name,
        ),
        name,
      ).toBe(true);
    expect(await email.inputValue()).toBe('eva@example');
    await expect.poll(() => block.getByText('Please enter a valid email address').count()).toBe(1);
    expect(await layoutShift(page)).toBe(0);
    await session.checkAccessibility('the whole form after React took it over');
    await cdp.detach();
  }, 90_000);

  it('tracks the funnel of a sign-up typed and sent before React, in order and with nothing personal', async () => {
    const { page } = session;
    const react = await holdRequests(page, /\/chunks\/react-mount-[\w-]+\.js$/);
    const cdp = await slowCpu(session);
    await page.goto('/de/?lang=en');
    await page.waitForLoadState('networkidle');
    const block = page.locator('newsletter-signup');
    const email = block.getByRole('textbox', { name: /Email address/ });
    // An autofill and a quick Enter, all before React.
    await email.fill('funnel.reader@example.org');
    await email.press('Enter');
    const dataLayer = () =>
      page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(await dataLayer()).toEqual([]);

    react.release();
    await expect
      .poll(() => block.getByText('Thank you for signing up!').count(), { timeout: 20_000 })
      .toBe(1);
    const step = (event: string) => ({ event, form_id: 'NEWSLETTER-cms-block', form_name: 'newsletter' });
    expect(await dataLayer()).toEqual([
      step('form_start'),
      step('form_submit'),
      { event: 'sign_up', subject: 'newsletter', origin: 'NEWSLETTER-cms-block', type: 'ga4' },
    ]);
    expect(JSON.stringify(await dataLayer())).not.toContain('funnel.reader');
    await cdp.detach();
  }, 90_000);

  it('carries out a submit sent before React once, when the form’s rules come before its texts', async () => {
    // A slow locale file: React and the form's rules are in and evaluated, the hydration waits for the texts,
    // and then draws the rules from its first render. What the visitor did meanwhile must reach them.
    const { page } = session;
    const texts = await holdRequests(page, /\/chunks\/locale-[^/]+-newsletter-[\w-]+\.js$/);
    const cdp = await slowCpu(session);
    await page.goto('/de/?lang=en');
    await page.waitForLoadState('networkidle');
    const block = page.locator('newsletter-signup');
    const email = block.getByRole('textbox', { name: /Email address/ });
    await email.fill('rules.first@example.org');
    await email.press('Enter');
    const rulesArrived = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/signup-form-rules-[\w-]+\.js$/.test(entry.name)),
      );
    await expect.poll(rulesArrived, { timeout: 20_000 }).toBe(true);
    // Their evaluation, a task or two after their arrival, at 4x CPU.
    await page.waitForTimeout(1_000);
    texts.release();
    await expect
      .poll(() => block.getByText('Thank you for signing up!').count(), { timeout: 20_000 })
      .toBe(1);
    const signUps = (await session.requests()).filter(
      (request) => request.method === 'POST' && request.path.endsWith(NEWSLETTER_SUBSCRIBERS_PATH),
    );
    expect(signUps).toHaveLength(1);
    await cdp.detach();
  }, 90_000);

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
