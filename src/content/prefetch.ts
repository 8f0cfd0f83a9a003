import type { Site } from '../sites.ts';
import type * as DocumentModule from './shared-document.ts';

/**
 * Asks for a shared document while an element's chunk is on its way (`ElementDefinition.prefetch`); `url`
 * picks its address from the loader module. The loader is imported on demand, so the HTTP client stays out
 * of the entry; it is a small chunk the element needs anyway. A failure here is silent: the element's own
 * request, which shares the result, reports it.
 */
export function prefetchDocument(url: (documents: typeof DocumentModule) => string): void {
  import('./shared-document.ts')
    .then((documents) => documents.loadSharedDocument(url(documents), { prefetch: true }))
    .catch(() => {});
}

/** The footer content document: `contentSrc`, else the site's. */
export function prefetchFooterContent(config: { site: Site; contentSrc: string }): void {
  prefetchDocument(({ footerContentUrl }) => config.contentSrc || footerContentUrl(config.site));
}
