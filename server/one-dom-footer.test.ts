import { describe, expect, it } from 'vitest';
import type { ElementModule } from '../src/elements/element-module.ts';
import type { DrawnPlatform } from '../src/platform/platform.ts';
import { SITES } from '../src/sites.ts';
import footerModule from '../widgets/shop-footer/shop-footer.module.ts';
import { footerConfig, hydrateServerRender, oneDomPage, PLATFORMS, serverHtml } from '../test/one-dom.ts';

/*
 * One DOM, two ways (test/one-dom.ts): React takes over the footer's server render for every site, reduced or not,
 * drawn for every platform, without a change. A file apart from one-dom.test.tsx so that the two run side by side.
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
        footerConfig(site, reduced),
      );
      expect(errors).toEqual([]);
      expect(replaced).toBe(0);
      expect(after).toBe(before);
    },
  );
});
