import { footerContentSource, footerPromotionUrl } from '../../src/content/document-urls.ts';
import { fetchEarly } from '../../src/http/early-fetch.ts';
import type { Site } from '../../src/sites.ts';
import { isReduced } from './footer-rules.ts';

type FooterSource = { site: Site; contentSrc: string; reduced: boolean };

/** What a footer is read from: whether it is reduced, its content document and its promotion (full only). */
export interface FooterSources {
  reduced: boolean;
  content: string;
  promotion: string | undefined;
}

/**
 * The one derivation of a footer's documents, for the early requests and the render alike (the render
 * takes an early request over only when its address is the same string), and for the server
 * (`shop-footer.server.ts`: the snapshot's documents, what the fragment handler fetches): its content and, unless
 * it is reduced (by attribute, or by a cookie, `isReduced`), its SHOP_FOOTER promotion. The footer renders when
 * both are in. `cookies` defaults to the page's; a server render has none.
 */
export function footerSources(config: FooterSource, cookies?: string): FooterSources {
  const reduced = isReduced(config.reduced, cookies);
  return {
    reduced,
    content: footerContentSource(config),
    promotion: reduced ? undefined : footerPromotionUrl(config.site),
  };
}

/** The addresses of `footerSources`, in the order the footer needs them. */
export function footerDocuments(config: FooterSource): string[] {
  const { content, promotion } = footerSources(config);
  return promotion ? [content, promotion] : [content];
}

/** Asks for the footer's documents while its chunk downloads, so neither waits for a round trip after it. */
export function prefetchFooterDocuments(config: FooterSource): void {
  footerDocuments(config).forEach(fetchEarly);
}
