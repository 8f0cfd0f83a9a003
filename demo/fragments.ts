import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePlatform } from '../src/platform/platform.ts';
import { toSite, type Site } from '../src/sites.ts';
import type * as ServerRenderer from '../server/index.ts';
import type { ElementAttributes, RenderOptions, ServerTag } from '../server/index.ts';
import { attributeName } from '../src/elements/attributes.ts';
import { NOT_IN_FRAGMENT_URLS } from '../src/elements/placement.ts';
import { attributes as countrySwitcher } from '../widgets/country-switcher/country-switcher.config.ts';
import { attributes as newsletterSignup } from '../widgets/newsletter-signup/newsletter-signup.config.ts';
import { attributes as shopFooter } from '../widgets/shop-footer/shop-footer.config.ts';
import { FOOTER_CONTENT } from './content/footer/index.ts';
import { FOOTER_PROMOTIONS } from './content/promotions.ts';

type Renderer = typeof ServerRenderer;

/** Where the demo serves dist/: the stylesheets the fragments link to are there. */
const ASSET_BASE = '/static/';

const renderers = new Map<string, Promise<Renderer>>();

/**
 * The built server renderer of `distDir` (dist/server/index.js), the one a shop's Node server would import: its
 * stylesheet links name the files that build wrote.
 */
export function loadRenderer(distDir: string): Promise<Renderer> {
  let renderer = renderers.get(distDir);
  if (!renderer) {
    renderer = import(
      /* @vite-ignore */ pathToFileURL(join(distDir, 'server/index.js')).href
    ) as Promise<Renderer>;
    renderer.catch(() => renderers.delete(distDir));
    renderers.set(distDir, renderer);
  }
  return renderer;
}

/** What the demo's content service holds for a site: the footer content and its SHOP_FOOTER promotion. */
export interface ContentSource {
  content(site: Site): unknown;
  promotion(site: Site): unknown;
}

/** The reference backend's documents (the same the footer's services answer with). */
export const REFERENCE_CONTENT: ContentSource = {
  content: (site) => FOOTER_CONTENT[site],
  promotion: (site) => FOOTER_PROMOTIONS[site],
};

/** The element attributes a fragment URL may carry, per tag, read from each element's own attributes. */
const FRAGMENT_ATTRIBUTES = Object.fromEntries(
  Object.entries({
    'shop-footer': shopFooter,
    'country-switcher': countrySwitcher,
    'newsletter-signup': newsletterSignup,
  }).map(([tag, types]) => [
    tag,
    [
      ...Object.keys(types)
        .map(attributeName)
        .filter((name) => !NOT_IN_FRAGMENT_URLS.has(name)),
      'lang',
    ],
  ]),
) as unknown as Record<ServerTag, readonly string[]>;
const BOOLEAN_ATTRIBUTES = new Set(
  [shopFooter, countrySwitcher, newsletterSignup].flatMap((types) =>
    Object.entries(types)
      .filter(([, type]) => type.kind === 'boolean')
      .map(([property]) => attributeName(property)),
  ),
);

export function isFragmentTag(tag: string): tag is ServerTag {
  return Object.hasOwn(FRAGMENT_ATTRIBUTES, tag);
}

/** A fragment request read from its query; a string says what is wrong with it. */
export interface FragmentRequest {
  tag: ServerTag;
  attributes: ElementAttributes;
  platform: RenderOptions['platform'];
  site: Site;
}

/**
 * Reads `/fragments/{tag}?site=…&reduced&lang=…&platform=…` (and the element's other attributes). Every
 * parameter must be one the element takes: a URL is a cache key, so nothing unknown (and nothing personal, as
 * a doi-token or a `content-src` this server would have to fetch) gets into one.
 */
export function readFragmentRequest(tag: string, query: URLSearchParams): FragmentRequest | string {
  if (!isFragmentTag(tag)) return `no fragment for <${tag}>: ${Object.keys(FRAGMENT_ATTRIBUTES).join(', ')}`;
  const allowed = FRAGMENT_ATTRIBUTES[tag];
  const attributes: Record<string, string | boolean> = {};
  let platform: RenderOptions['platform'];
  for (const [name, value] of query) {
    if (name in attributes || (name === 'platform' && platform)) return `"${name}" is given twice`;
    if (name === 'platform') {
      platform = parsePlatform(value);
      if (!platform) return `platform "${value}" is none of mobile, tablet, classic`;
    } else if (allowed.includes(name)) {
      attributes[name] = BOOLEAN_ATTRIBUTES.has(name) ? value !== 'false' : value;
    } else {
      return `<${tag}> fragments take ${[...allowed, 'platform'].join(', ')}; not "${name}"`;
    }
  }
  const site = toSite(String(attributes.site ?? 'DE'));
  if (!site) return `site "${String(attributes.site)}" is not a storefront`;
  return { tag, attributes, platform, site };
}

/**
 * What the demo host renders an element from: the reference documents the tag reads. A content source that
 * fails leaves them out, so the element is the bare tag, which fetches its content and renders itself.
 */
export function renderOptions(tag: ServerTag, site: Site, source: ContentSource): RenderOptions {
  const options: RenderOptions = { assetBase: ASSET_BASE };
  try {
    if (tag !== 'newsletter-signup') options.content = source.content(site);
    if (tag === 'shop-footer') options.promotion = source.promotion(site);
  } catch (error) {
    console.warn(`<${tag}> ${site}: the content source failed (${String(error)}); the bare element goes out`);
    return { assetBase: ASSET_BASE };
  }
  return options;
}

export interface FragmentResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  body: string;
}

/**
 * What a CDN or Varnish may do with a fragment: keep it 5 minutes, serve it stale for a day while it asks
 * again. Browsers keep it a minute. The HTML depends on the URL alone (no cookie, no header), so there is no
 * `Vary`.
 * @internal Test seam: the tests check every fragment answer carries it.
 */
export const FRAGMENT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * A strong validator: the hash of the bytes.
 * @internal Test seam: the tests work out the ETag an answer must carry.
 */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * `If-None-Match` (a list, or `*`) against a strong ETag, compared weakly as RFC 9110 says for GET.
 * @internal Test seam: a rule of its own (RFC 9110 weak comparison), tested as a table.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Renders a fragment. A content source that fails (throws, or gives nothing) still gives a fragment: the
 * bare element, which fetches its content and renders itself in the browser.
 */
export function fragment(
  renderer: Renderer,
  request: FragmentRequest,
  source: ContentSource,
  ifNoneMatch?: string,
): FragmentResponse {
  const { tag, attributes, platform, site } = request;
  const options: RenderOptions = { assetBase: ASSET_BASE, platform };
  try {
    if (tag !== 'newsletter-signup') options.content = source.content(site);
    if (tag === 'shop-footer') options.promotion = source.promotion(site);
  } catch (error) {
    console.warn(
      `fragment <${tag}> ${site}: the content source failed (${String(error)}); sending the bare element`,
    );
  }
  const body = renderer.renderElement(tag, attributes, options);
  const etag = strongEtag(body);
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': FRAGMENT_CACHE_CONTROL,
    ETag: etag,
  };
  if (matchesEtag(ifNoneMatch, etag)) return { status: 304, headers, body: '' };
  return { status: 200, headers, body };
}
