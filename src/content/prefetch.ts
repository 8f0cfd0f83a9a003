import type { Site } from '../sites.ts';

/**
 * Asks for the footer content document (`contentSrc`, else the site's) while an element's chunk is on its way
 * (`ElementDefinition.prefetch`). The loader is imported on demand, so the HTTP client stays out of the entry;
 * it is a small chunk the element needs anyway. A failure here is silent: the element's own request, which
 * shares the result, reports it.
 */
export function prefetchFooterContent(config: { site: Site; contentSrc: string }): void {
  import('./shared-document.ts')
    .then(({ footerContentUrl, loadSharedDocument }) =>
      loadSharedDocument(config.contentSrc || footerContentUrl(config.site), { prefetch: true }),
    )
    .catch(() => {});
}
