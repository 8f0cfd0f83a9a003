import { serviceUrl } from '../http/service-base.ts';
import type { Site } from '../sites.ts';
import { FOOTER_CONTENT_PATH, FOOTER_PROMOTION_PATH } from '../contract/footer.ts';

/**
 * The default `content-src` of the footer and the country switcher, under the page's services setting. The
 * documents are fetched by the early requests and the document cache, not the HTTP client: the setting is
 * applied here.
 */
function footerContentUrl(site: Site): string {
  return serviceUrl(FOOTER_CONTENT_PATH.replace('{site}', site));
}

/** The footer content document an element renders from: its `content-src`, else its site's. */
export function footerContentSource(config: { site: Site; contentSrc: string }): string {
  return config.contentSrc || footerContentUrl(config.site);
}

/** The footer promotion of a site (the site is a query parameter: the demo serves nine sites on one origin). */
export function footerPromotionUrl(site: Site): string {
  return serviceUrl(`${FOOTER_PROMOTION_PATH}?site=${site}`);
}
