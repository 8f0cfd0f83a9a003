import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { NEWSLETTER_SUBSCRIBERS_PATH } from '../../src/contract/newsletter.ts';
import { fullSpeed, holdRequests, openBrowserSession, slowCpu } from './harness.ts';
import { FORM_READY, layoutShift, reactOwns, watchLayoutShift } from './server-render-watch.ts';

// The server-rendered storefront page on a slow CPU (`slowCpu`): run one file at a time, after the others.
describe('server-rendered storefront page on a slow CPU', () => {
  const session = openBrowserSession();

  /**
   * A sign-up sent before React on a slow CPU, the files matching `pattern` held back: /de/ in English, the
   * address autofilled and Enter pressed at once. Gives the held files, the CPU's session and the block.
   */
  async function signUpBeforeReact(pattern: RegExp, address: string) {
    const { page } = session;
    const held = await holdRequests(page, pattern);
    const cdp = await slowCpu(session);
    await page.goto('/de/?lang=en');
    await page.waitForLoadState('networkidle');
    const block = page.locator('newsletter-signup');
    const email = block.getByRole('textbox', { name: /Email address/ });
    await email.fill(address);
    await email.press('Enter');
    return { held, cdp, block };
  }

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
    // The address left is checked at once, by the loader: its message, announced with the field, before React.
    const message = block.getByText('Please enter a valid email address');
    expect(await message.isVisible(), 'the email field’s message before React').toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((field) => field.getAttribute('aria-describedby'))).toBe(
      await message.evaluate((line) => line.id),
    );
    await page.keyboard.press('Tab');
    expect((await session.focused()).name).toBe('firstName');
    expect(react.requested(), 'the focus asked for React').toBe(true);
    await session.checkAccessibility('the email field’s message drawn before React');
    await message.evaluate((line) => ((window as unknown as Record<string, Node>).messageNode = line));
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
    // React took the message over as drawn: one message, the same node, no console error (the session's check).
    expect(await message.count()).toBe(1);
    expect(
      await message.evaluate((line) => (window as unknown as Record<string, Node>).messageNode === line),
    ).toBe(true);
    expect(await layoutShift(page)).toBe(0);
    await session.checkAccessibility('the whole form after React took it over');
    await cdp.detach();
  }, 90_000);

  it('tracks the funnel of a sign-up typed and sent before React, in order and with nothing personal', async () => {
    const { page } = session;
    // An autofill and a quick Enter, all before React.
    const { held, cdp, block } = await signUpBeforeReact(
      /\/chunks\/react-mount-[\w-]+\.js$/,
      'funnel.reader@example.org',
    );
    const dataLayer = () =>
      page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(await dataLayer()).toEqual([]);

    held.release();
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
    const { held, cdp, block } = await signUpBeforeReact(
      /\/chunks\/locale-[^/]+-newsletter-[\w-]+\.js$/,
      'rules.first@example.org',
    );
    const rulesArrived = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/signup-formik-[\w-]+\.js$/.test(entry.name)),
      );
    await expect.poll(rulesArrived, { timeout: 20_000 }).toBe(true);
    // Their evaluation, a task or two after their arrival, at 4x CPU.
    await page.waitForTimeout(1_000);
    held.release();
    await expect
      .poll(() => block.getByText('Thank you for signing up!').count(), { timeout: 20_000 })
      .toBe(1);
    const signUps = (await session.requests()).filter(
      (request) => request.method === 'POST' && request.path.endsWith(NEWSLETTER_SUBSCRIBERS_PATH),
    );
    expect(signUps).toHaveLength(1);
    await cdp.detach();
  }, 90_000);

  // The slowdown is a CPU quota where the machine offers one (test/e2e/cpu-quota.ts): a page left at full speed by a
  // quota that found none of its processes would let every test of these files pass without a slow phone.
  it('(the harness) slows the page down as asked, and gives it full speed back', async () => {
    const { page } = session;
    await page.goto('/de/');
    /**
     * The quickest of three runs of a fixed piece of work, in milliseconds of the page's clock: about 50 ms at
     * full speed, several of the quota's periods (a piece shorter than a period may fit in the share it gives).
     */
    const work = () =>
      page.evaluate(() => {
        const times = [0, 1, 2].map(() => {
          const started = performance.now();
          let sum = 0;
          for (let step = 0; step < 50_000_000; step++) sum += step % 7;
          return performance.now() - started + (sum < 0 ? 1 : 0);
        });
        return Math.min(...times);
      });
    const full = await work();
    await slowCpu(session, 4);
    const slowed = await work();
    await fullSpeed(page);
    const again = await work();
    expect(slowed / full, `${full} ms at full speed, ${slowed} ms slowed 4x`).toBeGreaterThan(2.5);
    expect(again / full, `${full} ms at full speed, ${again} ms after fullSpeed`).toBeLessThan(2);
  });
});
