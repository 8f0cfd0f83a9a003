import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';

/*
 * Layout rules that only a real browser can measure: the newsletter image per width, the footer's four
 * columns on desktop and the logo size.
 */

const session = openBrowserSession();

/**
 * The newsletter image's box at each of `widths`: /de/ loaded once at the first width, then resized to each (its
 * size is CSS alone), with axe run at every width as on a page loaded at it.
 */
async function imageSizes(...widths: number[]) {
  const { page } = session;
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await session.open('/de/?lang=en');
  const image = page.locator('newsletter-signup').first().locator('.sw-newsletter__image');
  const sizes = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await session.checkAccessibility(`/de/?lang=en at ${width} px`);
    sizes.push(
      await image.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return { width: Math.round(box.width), height: Math.round(box.height), shown: box.width > 0 };
      }),
    );
  }
  return sizes;
}

describe('the newsletter image (400x300 from 1024 px, 273x273 from 767 px)', () => {
  it('is 400 x 300 from 1024 px', async () => {
    const large = { width: 400, height: 300, shown: true };
    expect(await imageSizes(1024, 1440)).toEqual([large, large]);
  });

  it('is 273 x 273 from 767 px', async () => {
    const small = { width: 273, height: 273, shown: true };
    expect(await imageSizes(767, 1023)).toEqual([small, small]);
  });

  it('is not shown below 767 px', async () => {
    expect((await imageSizes(766))[0]!.shown).toBe(false);
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
