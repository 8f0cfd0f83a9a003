/**
 * Attributes a page fills in for one visitor, such as the double opt-in token it reads from its address: never
 * part of a placed block, so the JSON Schemas and the block builder leave them out, and no shared fragment URL
 * carries them.
 */
export const PER_VISITOR_ATTRIBUTES: ReadonlySet<string> = new Set(['doi-token']);

/**
 * What a fragment URL may not carry though the element takes it: a URL is a shared cache key, so nothing per
 * visitor, and no address the fragment server would have to fetch (`content-src`).
 */
export const NOT_IN_FRAGMENT_URLS: ReadonlySet<string> = new Set(['content-src', ...PER_VISITOR_ATTRIBUTES]);
