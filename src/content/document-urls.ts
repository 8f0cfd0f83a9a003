import { serviceUrl } from '../http/service-base.ts';
import type { Site } from '../sites.ts';

/** The footer content service: one JSON document per site (docs/decisions.md). */
export const FOOTER_CONTENT_PATH = '/service/footer/api/v1/content';

/** SPEC §7: the CMS promotion shown in the footer, its document wrapped as a JSON string in `contentJSON`. */
export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The default `content-src` of the footer and the country switcher, under the page's services setting. */
export function footerContentUrl(site: Site): string {
  return serviceUrl(`${FOOTER_CONTENT_PATH}/${site}`);
}

/** The footer content document an element renders from: its `content-src`, else its site's. */
export function footerContentSource(config: { site: Site; contentSrc: string }): string {
  return config.contentSrc || footerContentUrl(config.site);
}

/** The footer promotion of a site (the site is a query parameter: the demo serves nine sites on one origin). */
export function footerPromotionUrl(site: Site): string {
  return serviceUrl(`${FOOTER_PROMOTION_PATH}?site=${site}`);
}
