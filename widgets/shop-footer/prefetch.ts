import { prefetchDocument, prefetchFooterContent } from '../../src/content/prefetch.ts';
import type { Site } from '../../src/sites.ts';
import { isReduced } from './footer-rules.ts';

/**
 * Asks for the footer's content and, unless it is reduced (attribute or cookie, SPEC §2), its SHOP_FOOTER promotion:
 * the footer renders when both are in, so neither waits for the other's round trip after the chunk.
 */
export function prefetchFooterDocuments(config: { site: Site; contentSrc: string; reduced: boolean }): void {
  prefetchFooterContent(config);
  if (isReduced(config.reduced)) return;
  prefetchDocument(({ footerPromotionUrl }) => footerPromotionUrl(config.site));
}
