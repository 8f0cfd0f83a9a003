import { footerContentSource, footerPromotionUrl } from '../../src/content/document-urls.ts';
import { fetchEarly } from '../../src/http/early-fetch.ts';
import type { Site } from '../../src/sites.ts';
import { isReduced } from './footer-rules.ts';

type FooterSource = { site: Site; contentSrc: string; reduced: boolean };

/**
 * The documents a footer renders from: its content and, unless it is reduced (attribute or cookie, SPEC §2),
 * its SHOP_FOOTER promotion. The footer renders when both are in.
 */
export function footerDocuments(config: FooterSource): string[] {
  const content = footerContentSource(config);
  return isReduced(config.reduced) ? [content] : [content, footerPromotionUrl(config.site)];
}

/** Asks for the footer's documents while its chunk downloads, so neither waits for a round trip after it. */
export function prefetchFooterDocuments(config: FooterSource): void {
  footerDocuments(config).forEach(fetchEarly);
}
