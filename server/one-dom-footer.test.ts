import { describe, expect, it } from 'vitest';
import type { ElementModule } from '../src/elements/element-module.ts';
import type { DrawnPlatform } from '../src/platform/platform.ts';
import { SITES } from '../src/sites.ts';
import footerModule from '../widgets/shop-footer/shop-footer.module.ts';
import { hydrateServerRender, oneDomPage, PLATFORMS, serverHtml } from '../test/one-dom.ts';

/*
 * One DOM, two ways (test/one-dom.ts): for the same inputs, what the server renders into the declarative shadow
 * root is what the element renders in the browser, and React takes the server's nodes over without a change.
 * React's take-over of the footer for every site, reduced or not, drawn for every platform; the rest in
 * one-dom.test.tsx (a file of its own so that the two run side by side).
 */

oneDomPage();

describe('one DOM, two ways: React takes over the footer', () => {
  const hydrationCases = SITES.flatMap((site) =>
    [false, true].flatMap((reduced) =>
      (['any', ...PLATFORMS] as DrawnPlatform[]).map((platform) => ({ site, reduced, platform })),
    ),
  );

  it.each(hydrationCases)(
    '<shop-footer site=$site reduced=$reduced> drawn for $platform: React takes over every node, no mismatch',
    async ({ site, reduced, platform }) => {
      // The page names the platform the server drew for (an `any` drawing: a page that names none).
      if (platform !== 'any') document.documentElement.setAttribute('data-platform', platform);
      const html = serverHtml(
        'shop-footer',
        { site, reduced, lang: 'en' },
        site,
        platform === 'any' ? undefined : platform,
      );
      const { replaced, before, after, errors } = await hydrateServerRender(
        footerModule as ElementModule<never>,
        html,
        { site, reduced, preview: false, hideNewsletter: false, contentSrc: '', language: 'en' },
      );
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
    },
  );
});
