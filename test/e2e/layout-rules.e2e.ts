import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './harness.ts';

/*
 * Layout rules that only a real browser can measure: the newsletter image per width, the footer's four
 * columns on desktop and the logo size.
 */

const session = openBrowserSession();

async function imageSize(width: number) {
  const { page } = session;
  await page.setViewportSize({ width, height: 900 });
  await session.visit('/de/?lang=en');
  const image = page.locator('newsletter-signup').first().locator('.sw-newsletter__image');
  return image.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height), shown: box.width > 0 };
  });
}

describe('the newsletter image (400x300 from 1024 px, 273x273 from 767 px)', () => {
  it('is 400 x 300 from 1024 px', async () => {
    expect(await imageSize(1024)).toEqual({ width: 400, height: 300, shown: true });
    expect(await imageSize(1440)).toEqual({ width: 400, height: 300, shown: true });
  });

  it('is 273 x 273 from 767 px', async () => {
    expect(await imageSize(767)).toEqual({ width: 273, height: 273, shown: true });
    expect(await imageSize(1023)).toEqual({ width: 273, height: 273, shown: true });
  });

  it('is not shown below 767 px', async () => {
    expect((await imageSize(766)).shown).toBe(false);
  });
});

describe('the footer on a desktop (four-column groups; logos 6.6rem by 4.4rem)', () => {
  it('lays its eight service groups out in four columns', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/');
    const lefts = await page
      .locator('shop-footer')
      .locator('.sw-footer__group')
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(8);
    expect(new Set(lefts).size).toBe(4);
  });

  it('draws every quality and payment logo at 6.6rem by 4.4rem', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await session.visit('/de/');
    const footer = page.locator('shop-footer');
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
