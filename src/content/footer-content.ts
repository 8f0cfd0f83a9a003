import { pageSingleton } from '../elements/registry.ts';
import { HttpClient } from '../http/client.ts';
import { ResponseError } from '../http/response-error.ts';
import type { Site } from '../sites.ts';

/** SPEC §7: the CMS promotion that carries the footer content as a JSON string. */
export const FOOTER_PROMOTION_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The reference backend's address of a site's footer content (the default of `content-src`). */
export function footerContentUrl(site: Site): string {
  return `${FOOTER_PROMOTION_PATH}?site=${site}`;
}

export type FooterContentResult =
  { status: 'ok'; content: unknown } | { status: 'missing' } | { status: 'failed'; reason: string };

const client = new HttpClient();

function parseContent(body: unknown): FooterContentResult {
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

async function fetchFooterContent(url: string): Promise<FooterContentResult> {
  try {
    return parseContent(await client.json<unknown>({ path: url }));
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404) return { status: 'missing' };
    if (error instanceof SyntaxError) return { status: 'failed', reason: 'the response is not JSON' };
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The footer content at `url`, fetched once per page however many elements (and bundle copies) ask:
 * the footer and the country switcher share one request. A 404 is `missing`; anything unusable is
 * `failed` with a reason for the console. Never rejects.
 */
export function loadFooterContent(url: string): Promise<FooterContentResult> {
  const cache = pageSingleton('footer-content', () => new Map<string, Promise<FooterContentResult>>());
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchFooterContent(url);
    cache.set(url, pending);
    // A failure is not cached: the next element to connect may try again.
    void pending.then((result) => result.status === 'failed' && cache.delete(url));
  }
  return pending;
}
