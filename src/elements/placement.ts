import type { AttributeType } from './attributes.ts';

const PER_VISITOR = ['doi-token'] as const;

/** An attribute of `PER_VISITOR_ATTRIBUTES`, as a type (the block builder's labels leave them out). */
export type PerVisitorAttribute = (typeof PER_VISITOR)[number];

/**
 * Attributes a page fills in for one visitor, such as the double opt-in token it reads from its address: never
 * part of a placed block, so the JSON Schemas and the block builder leave them out, and no shared fragment URL
 * carries them, whatever the fragment server's host allows.
 */
export const PER_VISITOR_ATTRIBUTES: ReadonlySet<string> = new Set(PER_VISITOR);

/**
 * What the block builder leaves out of a fragment URL though the element takes it: what is per visitor, and
 * `content-src`, an address the fragment server would have to fetch (a fragment handler takes it only when its
 * host lists it in `allowAttributes`; the demo's does not).
 */
export const NOT_IN_FRAGMENT_URLS: ReadonlySet<string> = new Set(['content-src', ...PER_VISITOR_ATTRIBUTES]);

/**
 * Whether a fragment URL (a shared cache key) may set an attribute: an enumeration or a boolean `always` (a few
 * values, all of them the element's own); free text and addresses only `when-allowed` by the fragment server's
 * host (any text becomes a cache key and lands in the HTML, an address may be fetched or drawn); what is per
 * visitor `never`.
 */
export function fragmentUrlRule(
  name: string,
  kind: AttributeType<unknown>['kind'],
): 'always' | 'when-allowed' | 'never' {
  if (PER_VISITOR_ATTRIBUTES.has(name)) return 'never';
  return kind === 'boolean' || kind === 'enum' ? 'always' : 'when-allowed';
}
