import { BREAKPOINTS } from '../../src/platform/breakpoints.ts';
import { SITES, type Site } from '../../src/sites.ts';

/**
 * The height in px of the block as it first renders (image, texts, stand-in form), per site in its own
 * language, the highest measured in Chromium at widths 360 to 766 (phone), 767 to 1023 (tablet) and from 1024
 * (desktop). The host reserves it before the code arrives, so nothing below the block moves when
 * it renders (layout shift 0). A CMS headline on two lines or another page language can still differ; a host
 * page may set its own `min-height` on the element, which wins over this reservation.
 * @internal Test seam: the tests check the reservation CSS per site.
 */
export const RESERVED_HEIGHT_PX: Record<Site, { phone: number; tablet: number; desktop: number }> = {
  DE: { phone: 529, tablet: 494, desktop: 464 },
  AT: { phone: 529, tablet: 494, desktop: 464 },
  CH: { phone: 489, tablet: 454, desktop: 424 },
  CH_FR: { phone: 519, tablet: 454, desktop: 454 },
  PL: { phone: 462, tablet: 454, desktop: 430 },
  CZ: { phone: 468, tablet: 454, desktop: 430 },
  HU: { phone: 502, tablet: 494, desktop: 494 },
  SK: { phone: 492, tablet: 454, desktop: 430 },
  TR: { phone: 495, tablet: 454, desktop: 430 },
};

/** The reservation as host CSS: DE for a missing or unknown site (the attribute's default), in rem. */
export function reservationCss(): string {
  const rule = (device: 'phone' | 'tablet' | 'desktop') =>
    `:host{min-height:${RESERVED_HEIGHT_PX.DE[device] / 16}rem}` +
    SITES.filter((site) => site !== 'DE')
      .map((site) => `:host([site="${site}" i]){min-height:${RESERVED_HEIGHT_PX[site][device] / 16}rem}`)
      .join('');
  return (
    `:host{contain:layout}${rule('phone')}` +
    `@media (min-width:${BREAKPOINTS.m}px){${rule('tablet')}}` +
    `@media (min-width:${BREAKPOINTS.xl + 1}px){${rule('desktop')}}`
  );
}
