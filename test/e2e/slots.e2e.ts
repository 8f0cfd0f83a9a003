import { describe, expect, it } from 'vitest';
import { NEWSLETTER_WIDTHS } from '../../src/platform/breakpoints.ts';
import { SLOT_WIDTHS } from '../../demo/pages/pages.ts';
import { ARRIVALS, pagePath } from './arrivals.ts';
import { openBrowserSession } from './harness.ts';

/*
 * Each element lays itself out by the width it is given, not the window's: /de/slots holds the newsletter block,
 * the same block as a flex item the row gives no width, the country switcher and the footer in one slot, which the
 * test sets to each width in each window (a resize is CSS alone: one page load per arrival).
 */

const session = openBrowserSession();

const WINDOWS = [1440, 1024] as const;

/** What one element in the slot shows, measured in the page. */
interface Fit {
  tag: string;
  width: number;
  /** How far the host's or its shadow content's scrolling width passes its box, in px. */
  scrolls: number;
  /** How far any box drawn in the shadow root reaches out of the host, in px (the honeypot aside, off-screen by design). */
  outside: number;
  /** The newsletter block: lines of the button's label, the field's share of the block, where its image is. */
  buttonLines?: number;
  fieldShare?: number;
  image?: 'none' | 'above' | 'beside';
  /** The footer: how many columns its service groups stand in. */
  columns?: number;
}

async function fits(): Promise<Fit[]> {
  return session.page.locator('[data-slot]').evaluate((slot) =>
    [...slot.querySelectorAll<HTMLElement>('newsletter-signup, country-switcher, shop-footer')].map(
      (host) => {
        const root = host.shadowRoot!;
        const box = host.getBoundingClientRect();
        // None for a switcher on a tablet platform (a client render in a window under 1280 px draws nothing).
        const content = [...root.children].find(
          (node) => !['LINK', 'SCRIPT', 'STYLE'].includes(node.tagName),
        );
        let outside = 0;
        for (const node of root.querySelectorAll('*')) {
          if (node.closest('.sw-newsletter__trap')) continue;
          const rect = node.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          outside = Math.max(outside, rect.right - box.right, box.left - rect.left);
        }
        const fit: Fit = {
          tag: host.localName,
          width: Math.round(box.width),
          scrolls: Math.max(
            host.scrollWidth - host.clientWidth,
            content ? content.scrollWidth - content.clientWidth : 0,
          ),
          outside: Math.round(outside),
        };
        const label = root.querySelector('.sw-newsletter__form button[type=submit] .sw-button__label');
        if (label) {
          fit.buttonLines = Math.round(
            label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
          );
          const field = root.querySelector('.sw-newsletter input[type=email]')!.getBoundingClientRect();
          const block = root.querySelector('.sw-newsletter')!.getBoundingClientRect();
          fit.fieldShare = Math.round((field.width / block.width) * 100) / 100;
          const image = root.querySelector('.sw-newsletter__image')!.getBoundingClientRect();
          const text = root.querySelector('.sw-newsletter__content')!.getBoundingClientRect();
          fit.image =
            image.width === 0
              ? 'none'
              : image.bottom <= text.top
                ? 'above'
                : image.right <= text.left
                  ? 'beside'
                  : undefined;
        }
        const groups = [...root.querySelectorAll('.sw-footer__group')].map(
          (group) => group.getBoundingClientRect().left,
        );
        if (groups.length > 0) fit.columns = new Set(groups.map(Math.round)).size;
        return fit;
      },
    ),
  );
}

describe.each(ARRIVALS)('the elements in a slot narrower than the window, $arrival', (arrival) => {
  it('fit 320 to 1024 px slots of 1440 and 1024 px windows: nothing out of them, the button on one line, the image above the form in a narrow block', async () => {
    const { page } = session;
    await page.setViewportSize({ width: WINDOWS[0], height: 900 });
    await session.open(pagePath('/de/slots', arrival, 'lang=en'));
    const slot = page.locator('[data-slot]');
    // Drawn, each of them (rendered in the browser, the footer below the fold waits for the page to be idle).
    await expect
      .poll(() =>
        slot.evaluate(
          (node) =>
            [...node.querySelectorAll('newsletter-signup, country-switcher, shop-footer')].filter((host) =>
              host.shadowRoot?.querySelector('.sw-newsletter__form, .switcher, .sw-footer__groups'),
            ).length,
        ),
      )
      .toBe(4);

    for (const window of WINDOWS) {
      await page.setViewportSize({ width: window, height: 900 });
      for (const width of SLOT_WIDTHS) {
        await slot.evaluate((node, px) => (node.style.width = `${px}px`), width);
        const [block, inRow, switcher, footer] = await fits();
        const where = `a ${width} px slot of a ${window} px window`;
        for (const fit of [block, inRow, switcher, footer]) {
          expect(fit!.scrolls, `${fit!.tag} scrolls in ${where}`).toBeLessThanOrEqual(0);
          expect(fit!.outside, `${fit!.tag} spills out in ${where}`).toBeLessThanOrEqual(1);
        }
        expect(block!.width, where).toBe(width);
        expect(footer!.width, where).toBe(width);
        // A flex item the row gives no width takes the narrowest width the block is drawn for, never none.
        expect(inRow!.width, where).toBe(320);
        for (const newsletter of [block!, inRow!, footer!]) {
          expect(newsletter.buttonLines, `the button's label in ${where}`).toBe(1);
        }
        expect(block!.image, where).toBe(
          width < NEWSLETTER_WIDTHS.stacked ? 'none' : width < NEWSLETTER_WIDTHS.beside ? 'above' : 'beside',
        );
        expect(inRow!.image, where).toBe('none');
        if (width < 600) expect(block!.fieldShare, `the email field in ${where}`).toBeGreaterThan(0.8);
        if (width <= 667) expect(footer!.columns, `the footer's groups in ${where}`).toBe(1);
      }
    }
    // axe once, in the narrowest slot: the other arrival draws the same DOM (the one-DOM unit tests hold that).
    if (arrival.query !== '') return;
    await page.setViewportSize({ width: 1440, height: 900 });
    await slot.evaluate((node) => (node.style.width = '320px'));
    await session.checkAccessibility('/de/slots in a 320 px slot');
    // A full-width footer is the window less its scrollbar (17 px on Windows) or the page's margins: in a 1280 px
    // desktop window it is the classic footer, its groups in columns, not folded for being narrower than 1280.
    await page.setViewportSize({ width: 1280, height: 800 });
    await session.open(pagePath('/de/', arrival, 'lang=en'));
    await page.locator('shop-footer').evaluate((host) => (host.style.width = '1263px'));
    const summaries = page.locator('shop-footer').locator('.sw-footer__fold-summary');
    expect(await summaries.count()).toBeGreaterThan(0);
    expect(
      await summaries.evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).length),
    ).toBe(0);
  });
});
