import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';

/*
 * Layout rules that only a real browser can measure: the newsletter image per block width, the footer's four
 * columns on desktop and the logo size.
 */

const session = openBrowserSession();

/**
 * The newsletter block's width and its image's box at each window width of `widths`: /de/ loaded once at the first
 * width, then resized to each (its size is CSS alone), with axe run at every width as on a page loaded at it. The
 * block is the page's column (60rem at most, less its padding); the image goes by the block's width.
 */
async function imageSizes(...widths: number[]) {
  const { page } = session;
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await session.open('/de/?lang=en');
  const block = page.locator('newsletter-signup').first();
  const sizes = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await session.checkAccessibility(`/de/?lang=en at ${width} px`);
    sizes.push(
      await block.evaluate((host) => {
        const box = host.shadowRoot!.querySelector('.sw-newsletter__image')!.getBoundingClientRect();
        return {
          block: Math.round(host.getBoundingClientRect().width),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
    );
  }
  return sizes;
}

describe("the newsletter image by the block's own width (none, above the text, 273x273 beside, 400x300 beside)", () => {
  it('is 400 x 300 in a block from 816 px, 273 x 273 from 680 px, above the text from 480 px, none below', async () => {
    expect(await imageSizes(1440, 1024, 800, 700, 375)).toEqual([
      { block: 912, width: 400, height: 300 },
      { block: 912, width: 400, height: 300 },
      { block: 752, width: 273, height: 273 },
      { block: 652, width: 620, height: 160 },
      { block: 327, width: 0, height: 0 },
    ]);
  });
});

describe('the footer on a desktop (four-column groups; logos 6.6rem by 4.4rem)', () => {
  it('lays its eight service groups out in four columns and draws every quality and payment logo at 6.6rem by 4.4rem', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/');
    const footer = page.locator('shop-footer');
    const lefts = await footer
      .locator('.sw-footer__group')
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(8);
    expect(new Set(lefts).size).toBe(4);

    const rem = await footer.evaluate((host) =>
      parseFloat(getComputedStyle(host.ownerDocument.documentElement).fontSize),
    );
    const sizes = await footer
      .locator('img.sw-footer__logo')
      .evaluateAll((logos) =>
        logos.map((logo) => [logo.getBoundingClientRect().width, logo.getBoundingClientRect().height]),
      );
    expect(sizes.length).toBeGreaterThan(3);
    for (const [width, height] of sizes) {
      expect(width).toBeCloseTo(6.6 * rem, 0);
      expect(height).toBeCloseTo(4.4 * rem, 0);
    }
  });
});
