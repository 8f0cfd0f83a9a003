/**
 * `createFragmentHandler`: the renderer behind a URL, as a Fetch-API handler (`Request` in, `Response` out) that
 * runs in Node (through `nodeHandler`) and in a CDN worker alike: web-standard APIs only.
 */
import { parseContent, type SharedDocumentResult } from '../src/content/shared-document.ts';
import { renderWithServices, type ServicesSetting } from '../src/http/service-base.ts';
import type { Site } from '../src/sites.ts';
import { serverElement } from './elements.ts';
import { readFragmentRequest, type FragmentRequest } from './fragment-request.ts';
import { fnv1a64 } from './hash.ts';
import { renderElement, type RenderOptions } from './render.ts';
import { documentsRead, type DocumentKind, type ServerDocument } from './server-definition.ts';

export interface FragmentHandlerOptions {
  /**
   * Where the browser finds the services: what the page's `<meta name="storefront-widgets:services">` tags say, in
   * the form `renderElement` takes it (one base, or bases by service name with `all`). The handler draws the
   * addresses the browser derives from it (the logos, the documents it hands over). Default: the page's own origin
   * (`'/'` says so too). Without `fetchServices`, also where the handler fetches.
   */
  services?: ServicesSetting;
  /**
   * Where the handler itself fetches the footer content and the promotion, when it reaches the services at
   * another address than the browser (`http://127.0.0.1:4520` inside the shop's network); same form as
   * `services`, which it defaults to. Never written into the HTML. A `/path` base is resolved against the
   * request's origin.
   */
  fetchServices?: ServicesSetting;
  /** The footer content document of a site, in place of fetching it (a loader that throws counts as a failure). */
  loadContent?: (site: Site) => unknown;
  /** The SHOP_FOOTER promotion document of a site, in place of fetching it; `undefined`: the site has none. */
  loadPromotion?: (site: Site) => unknown;
  /** Where the host serves the bundle's `dist/` (the stylesheet links point there); default `/static/`. */
  assetBase?: string;
  /**
   * Where a browser on the shop's pages reaches this handler (`/fragments/`): a page that changes an element's
   * attributes before its code has arrived gets the new drawing from there. Default: the folder of the path the
   * request came in on; `false` when browsers cannot reach the handler (the element's code then draws a change).
   */
  fragmentPath?: string | false;
  /**
   * The free-text and address attributes a URL may set (`headline`, `origin-addition`, `image-src`, …). Any
   * other is refused with 400: each value a URL may carry is one more cache entry and lands in the HTML.
   * `doi-token` is never taken.
   */
  allowAttributes?: readonly string[];
  /** Seconds a shared cache (CDN, proxy) keeps a fragment: `s-maxage`; default 300. */
  sMaxAge?: number;
  /** Seconds a browser keeps a fragment: `max-age`; default 60. */
  maxAge?: number;
  /** Seconds a shared cache may serve a stale fragment while it asks again; default 86400. */
  staleWhileRevalidate?: number;
  /** Seconds the handler keeps a fetched or loaded document in memory; default 60. */
  contentTtl?: number;
  /** Milliseconds a document may take to arrive before the fragment goes out without it; default 3000. */
  timeoutMs?: number;
  /** The `fetch` the handler asks the services with; default the global one. */
  fetch?: typeof fetch;
  /**
   * Receives one line per refused or degraded answer: the tag, the status and a reason code
   * (`<shop-footer> 400 not-allowed`), never a value from the URL.
   */
  log?: (line: string) => void;
}

/** A Fetch-API handler, as a CDN worker's `fetch` or `nodeHandler` takes it. */
export type FragmentHandler = (request: Request) => Promise<Response>;

/** The documents a fragment is drawn from, by kind, as `renderElement` takes them (`content`, `promotion`). */
type Documents = Partial<Pick<RenderOptions, DocumentKind>>;

/** Shared caches keep a degraded fragment (no content, or no promotion) this long at most. */
const DEGRADED_S_MAXAGE = 10;
/** A failed document is asked for again after this long, so a service that is down is not asked per request. */
const FAILURE_TTL_MS = 5_000;
/** The rendered fragments the handler keeps (each URL asking for other HTML is one); the oldest leave first. */
const MAX_RENDERED = 500;
/** The documents the handler keeps; one per site and kind unless a URL may set `content-src`. */
const MAX_DOCUMENTS = 100;

/** Puts `value` under `key` as the newest entry of `map`, and drops the oldest beyond `max`. */
function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

interface CachedDocument {
  result: SharedDocumentResult;
  expires: number;
}

/** Documents by address (or loader and site): kept for a TTL, and asked for once by all who wait for them. */
class DocumentCache {
  private readonly settled = new Map<string, CachedDocument>();
  private readonly pending = new Map<string, Promise<SharedDocumentResult>>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<SharedDocumentResult>): Promise<SharedDocumentResult> {
    const cached = this.settled.get(key);
    if (cached && cached.expires > Date.now()) return Promise.resolve(cached.result);
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load().then((result) => {
        this.pending.delete(key);
        const ttl = result.status === 'failed' ? Math.min(FAILURE_TTL_MS, this.ttlMs) : this.ttlMs;
        keepNewest(this.settled, key, { result, expires: Date.now() + ttl }, MAX_DOCUMENTS);
        return result;
      });
      this.pending.set(key, pending);
    }
    return pending;
  }
}

/** The document `load` gives, or a failure once `ms` have passed (even if what it waits for never settles). */
async function withTimeout(
  load: () => Promise<SharedDocumentResult>,
  ms: number,
): Promise<SharedDocumentResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<SharedDocumentResult>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'failed', reason: 'timeout' }), ms);
  });
  try {
    return await Promise.race([load(), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function fromLoader(load: () => unknown): Promise<SharedDocumentResult> {
  try {
    const content = await load();
    return content === undefined || content === null ? { status: 'missing' } : { status: 'ok', content };
  } catch {
    return { status: 'failed', reason: 'loader' };
  }
}

async function fromService(fetchApi: typeof fetch, url: string, ms: number): Promise<SharedDocumentResult> {
  try {
    const response = await fetchApi(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(ms),
    });
    if (response.status === 404) return { status: 'missing' };
    if (!response.ok) return { status: 'failed', reason: `status ${response.status}` };
    return parseContent(await response.json());
  } catch {
    return { status: 'failed', reason: 'fetch' };
  }
}

function seconds(value: number | undefined, fallback: number, name: string): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen < 0)
    throw new TypeError(
      `createFragmentHandler: options.${name} must be a whole number of seconds, 0 or more`,
    );
  return chosen;
}

const TEXT_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * A Fetch-API handler answering `GET …/{tag}?site=…&…` with the element's server-rendered HTML: the last path
 * segment is the tag, the element's attributes are the query. `text/html`, a strong ETag, `304` on a matching
 * `If-None-Match`, `Cache-Control` with `s-maxage`; `404` for an unknown tag, `400` for a parameter the URL may
 * not set or a value the element does not take, `405` for a method other than GET and HEAD. When the content
 * cannot be had, the answer is the bare element (the browser renders it) with a short shared caching.
 */
export function createFragmentHandler(options: FragmentHandlerOptions = {}): FragmentHandler {
  const { services, loadContent, loadPromotion, log } = options;
  const fetchServices = options.fetchServices ?? services;
  const fetchApi = options.fetch ?? ((input, init) => fetch(input, init));
  if (fetchServices === undefined && (!loadContent || !loadPromotion))
    throw new TypeError(
      'createFragmentHandler: give options.services or options.fetchServices (where the footer content and promotion are fetched) or both loaders (loadContent, loadPromotion)',
    );
  // A services setting that is no http(s) origin or /path throws here, not at the first request.
  renderWithServices(services, () => undefined);
  renderWithServices(fetchServices, () => undefined, 'fetchServices');
  const allowed = new Set(options.allowAttributes ?? []);
  const sMaxAge = seconds(options.sMaxAge, 300, 'sMaxAge');
  const maxAge = seconds(options.maxAge, 60, 'maxAge');
  const stale = seconds(options.staleWhileRevalidate, 86_400, 'staleWhileRevalidate');
  const ttlMs = seconds(options.contentTtl, 60, 'contentTtl') * 1000;
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheControl = `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
  const degradedControl = `public, max-age=0, s-maxage=${Math.min(DEGRADED_S_MAXAGE, sMaxAge)}`;
  const documents = new DocumentCache(ttlMs);
  const rendered = new Map<string, { given: Documents; html: string; etag: string }>();
  const baseOptions: RenderOptions = { assetBase: options.assetBase, services };

  const line = (tag: string, status: number, code: string) => log?.(`${tag} ${status} ${code}`);

  const loaders: Record<DocumentKind, ((site: Site) => unknown) | undefined> = {
    content: loadContent,
    promotion: loadPromotion,
  };

  /** A document of `kind`: from its loader when it is the site's own and there is one, else fetched. */
  function load(
    kind: DocumentKind,
    site: Site,
    wanted: ServerDocument,
    origin: string,
  ): Promise<SharedDocumentResult> {
    const loader = loaders[kind];
    if (loader && wanted.siteDocument)
      return documents.get(`${kind} ${site}`, () =>
        withTimeout(() => fromLoader(() => loader(site)), timeoutMs),
      );
    const url = new URL(wanted.address, origin).href;
    return documents.get(url, () => withTimeout(() => fromService(fetchApi, url, timeoutMs), timeoutMs));
  }

  /**
   * The documents the element reads with the request's attributes (its server definition says which), as
   * `renderElement` takes them, and why the fragment is degraded if it is: a document it needs is not there
   * (`content-unavailable`), else one it can do without failed (`promotion-unavailable`).
   */
  async function sources(request: FragmentRequest, origin: string) {
    // Their addresses as the handler reaches them; the renderer keys the snapshot by the browser's (`services`).
    const wanted = renderWithServices(fetchServices, () =>
      documentsRead(serverElement(request.tag), request.values),
    );
    const results = await Promise.all(wanted.map(([kind, one]) => load(kind, request.site, one, origin)));
    const given: Documents = {};
    let needed: DocumentKind | undefined;
    let optional: DocumentKind | undefined;
    wanted.forEach(([kind, { optional: canDoWithout }], index) => {
      const result = results[index]!;
      if (result.status === 'ok') given[kind] = result.content;
      // None for the site: drawn without it. Failed: left out, for the browser to ask for.
      else if (canDoWithout && result.status === 'missing') given[kind] = null;
      if (!canDoWithout && result.status !== 'ok') needed ??= kind;
      if (canDoWithout && result.status === 'failed') optional ??= kind;
    });
    const unavailable = needed ?? optional;
    return { given, degraded: unavailable && `${unavailable}-unavailable` };
  }

  return async function handleFragment(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const segments = url.pathname.split('/');
    const tag = segments[segments.length - 1] ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      line('fragment', 405, 'method');
      return new Response('Fragments answer GET and HEAD.', {
        status: 405,
        headers: { ...TEXT_HEADERS, Allow: 'GET, HEAD' },
      });
    }
    const read = readFragmentRequest(tag, url.searchParams, allowed);
    if ('code' in read) {
      line(read.status === 404 ? 'fragment' : `<${tag}>`, read.status, read.code);
      return new Response(read.message, { status: read.status, headers: TEXT_HEADERS });
    }
    const { given, degraded } = await sources(read, url.origin);
    const fragmentPath =
      options.fragmentPath === false
        ? undefined
        : (options.fragmentPath ?? url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1));
    const key = `${read.key} ${fragmentPath ?? ''}`;
    const fragments =
      fragmentPath === undefined ? undefined : { path: fragmentPath, allowAttributes: [...allowed] };
    let entry = rendered.get(key);
    if (!entry || !sameDocuments(entry.given, given)) {
      const html = renderElement(read.tag, read.attributes, {
        ...baseOptions,
        ...given,
        platform: read.platform,
        fragments,
      });
      entry = { given, html, etag: `"${fnv1a64(html)}"` };
      keepNewest(rendered, key, entry, MAX_RENDERED);
    }
    if (degraded) line(`<${read.tag}>`, 200, degraded);
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': degraded ? degradedControl : cacheControl,
      ETag: entry.etag,
    };
    if (matchesEtag(request.headers.get('If-None-Match'), entry.etag))
      return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : entry.html, { status: 200, headers });
  };
}

/** Whether a rendered fragment was drawn from the very documents now at hand (the same objects, kind by kind). */
function sameDocuments(drawnFrom: Documents, now: Documents): boolean {
  const kinds = new Set([...Object.keys(drawnFrom), ...Object.keys(now)]) as Set<DocumentKind>;
  return [...kinds].every((kind) => drawnFrom[kind] === now[kind]);
}

/**
 * `If-None-Match` (a list, or `*`) against a strong ETag, compared weakly as RFC 9110 says for GET.
 * @internal Test seam: a rule of its own (RFC 9110 weak comparison), tested as a table.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
