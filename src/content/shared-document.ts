import { pageSingleton } from '../elements/registry.ts';
import { HttpClient } from '../http/client.ts';
import { ResponseError } from '../http/response-error.ts';
import type { Site } from '../sites.ts';

/** The footer content service: one JSON document per site (docs/decisions.md). */
export const FOOTER_CONTENT_PATH = '/service/footer/api/v1/content';

/** SPEC §7: the CMS promotion shown in the footer, its document wrapped as a JSON string in `contentJSON`. */
export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The default `content-src` of the footer and the country switcher. */
export function footerContentUrl(site: Site): string {
  return `${FOOTER_CONTENT_PATH}/${site}`;
}

/** The footer promotion of a site (the site is a query parameter: the demo serves nine sites on one origin). */
export function footerPromotionUrl(site: Site): string {
  return `${FOOTER_PROMOTION_PATH}?site=${site}`;
}

export type SharedDocumentResult =
  { status: 'ok'; content: unknown } | { status: 'missing' } | { status: 'failed'; reason: string };

const client = new HttpClient();

function parseContent(body: unknown): SharedDocumentResult {
  // The promotion service wraps the document in `contentJSON`; a plain JSON file is the document itself.
  if (typeof body === 'object' && body !== null && 'contentJSON' in body) {
    const text = (body as { contentJSON: unknown }).contentJSON;
    if (typeof text !== 'string') return { status: 'failed', reason: 'contentJSON is not a string' };
    try {
      return { status: 'ok', content: JSON.parse(text) as unknown };
    } catch {
      return { status: 'failed', reason: 'contentJSON is not valid JSON' };
    }
  }
  if (body === undefined) return { status: 'failed', reason: 'the response is empty' };
  return { status: 'ok', content: body };
}

async function fetchDocument(url: string): Promise<SharedDocumentResult> {
  try {
    return parseContent(await client.json<unknown>({ path: url }));
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404) return { status: 'missing' };
    if (error instanceof SyntaxError) return { status: 'failed', reason: 'the response is not JSON' };
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

interface CachedDocument {
  pending: Promise<SharedDocumentResult>;
  /** An element has the result: a failure then leaves the cache, so the next element may try again. */
  handedOut: boolean;
}

function forgetFailure(cache: Map<string, CachedDocument>, url: string, entry: CachedDocument): void {
  void entry.pending.then((result) => {
    if (result.status === 'failed' && cache.get(url) === entry) cache.delete(url);
  });
}

/**
 * The JSON document at `url` (a CMS document, plain or wrapped in `contentJSON`), fetched once per page
 * however many elements (and bundle copies) ask: the footer and the country switcher share one request.
 * A 404 is `missing`; anything unusable is `failed` with a reason for the console. Never rejects.
 * `prefetch` starts the request before an element needs the result (its code is still on the way): a failure
 * stays cached until that element has taken it, so prefetching never doubles a failing request.
 */
export function loadSharedDocument(
  url: string,
  { prefetch = false }: { prefetch?: boolean } = {},
): Promise<SharedDocumentResult> {
  const cache = pageSingleton('shared-documents-v2', () => new Map<string, CachedDocument>());
  let entry = cache.get(url);
  if (!entry) {
    entry = { pending: fetchDocument(url), handedOut: !prefetch };
    cache.set(url, entry);
    if (entry.handedOut) forgetFailure(cache, url, entry);
  } else if (!prefetch && !entry.handedOut) {
    entry.handedOut = true;
    forgetFailure(cache, url, entry);
  }
  return entry.pending;
}
