/**
 * `storefront-widgets/server`: renders the widgets to HTML in Node 20 (ESM) or a CDN worker (the `worker`
 * condition), for a shop server, an SSI/ESI fragment service or a CDN worker to compose into pages, and serves
 * them by URL (`createFragmentHandler`, `nodeHandler`). The browser bundle takes the HTML over without
 * replacing it. Kept equal to server/index.ts by server/declarations.check.ts.
 */

/** The elements a server renders; `<preview-panel>` is staff-only and renders in the browser. */
export type ServerTag = 'shop-footer' | 'country-switcher' | 'newsletter-signup';

/** An element's attributes as the host writes them: text, or true/false for a boolean one. */
export type ElementAttributes = Readonly<Record<string, string | boolean | undefined>>;

/** Where the stylesheets are linked from when the host does not say: `/static/`. */
export const DEFAULT_ASSET_BASE: '/static/';

export interface RenderOptions {
  /** Where the host serves the bundle's `dist/` folder (the stylesheets are under `assets/`); default `/static/`. */
  assetBase?: string;
  /** The footer content document (the JSON the footer and the country switcher read), when the tag needs it. */
  content?: unknown;
  /** The SHOP_FOOTER promotion document (the JSON inside `contentJSON`), if the page shows one. */
  promotion?: unknown;
  /** The platform, when the host knows it (its `<html data-platform>`); otherwise the footer draws for `classic`. */
  platform?: 'mobile' | 'tablet' | 'classic';
  /** The page's `<html lang>`: the widgets' language when the element has no `lang` of its own. */
  pageLanguage?: string;
  /**
   * Where the services are, when the page says so in its `<meta name="storefront-widgets:services…">` tags: the
   * same setting, so that the addresses the server draws (logos, the documents it hands over) are the ones the
   * browser derives; `'/'` is the page's own origin. Throws a TypeError for a value that is no http(s) origin or
   * /path.
   */
  services?: ServicesSetting;
}

/**
 * The services setting, as the page's `<meta>` tags say it: one base for every service
 * (`'https://services.example.com'`), or bases by service name with `all` for the others
 * (`{ all: 'https://services.example.com', footer: 'https://cms.example.com' }`).
 */
export type ServicesSetting = string | Readonly<Record<string, string>>;

/** An element's stylesheet: its host styles, the kit's and its own, in one file under `dist/`. */
export interface ElementStylesheet {
  /** The file under `dist/`: `assets/{tag}-{hash}.css`. */
  file: string;
  css: string;
}

/**
 * The element's HTML as the browser would draw it: the tag with its attributes and a declarative shadow root
 * (`<template shadowrootmode="open">`) holding a stylesheet link, the snapshot the browser hydrates from, and
 * what the element renders. Nothing personal is rendered. When the element cannot render here (no content
 * document, content it cannot read, a doi-token), the result is the bare tag, which renders itself in the
 * browser. Throws a TypeError for an unknown tag or attribute, or an `assetBase` that is no path or address.
 */
export function renderElement(tag: ServerTag, attributes: ElementAttributes, options?: RenderOptions): string;

/** The stylesheet the rendered HTML of `tag` links to. */
export function elementStylesheet(tag: ServerTag): ElementStylesheet;

/** The tags `renderElement` renders. */
export const SERVER_TAGS: ServerTag[];

/** A storefront's site code, as `site` takes it. */
export type Site = 'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR';

export interface FragmentHandlerOptions {
  /**
   * Where the browser finds the services, as the page's `<meta name="storefront-widgets:services">` tags say, in
   * the form `renderElement` takes it: the addresses the handler draws (logos, the documents it hands over).
   * Default: the page's own origin (`'/'` says so too). Without `fetchServices`, also where the handler fetches.
   */
  services?: ServicesSetting;
  /**
   * Where the handler itself fetches the footer content and the promotion, when it reaches the services at
   * another address than the browser (`'http://127.0.0.1:4520'`); default `services`. Never written into the
   * HTML. A `/path` base is resolved against the request's origin.
   */
  fetchServices?: ServicesSetting;
  /**
   * Where browsers on the shop's pages reach this handler (`'/fragments/'`), for a page that changes an element's
   * attributes before its code has arrived. Default: the folder of the path the request came in on (under
   * Express, with the path the handler is mounted at); `false` when browsers cannot reach it.
   */
  fragmentPath?: string | false;
  /** The footer content document of a site, in place of fetching it (a loader that throws counts as a failure). */
  loadContent?: (site: Site) => unknown;
  /** The SHOP_FOOTER promotion document of a site, in place of fetching it; `undefined`: the site has none. */
  loadPromotion?: (site: Site) => unknown;
  /** Where the host serves the bundle's `dist/` (the stylesheet links point there); default `/static/`. */
  assetBase?: string;
  /**
   * The free-text and address attributes a URL may set (`headline`, `origin-addition`, `image-src`, …); any other
   * is refused with 400. `doi-token` is never taken.
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
  /** Receives one line per refused or degraded answer: tag, status, reason code; never a value from the URL. */
  log?: (line: string) => void;
}

/** A Fetch-API handler, as a CDN worker's `fetch` or `nodeHandler` takes it. */
export type FragmentHandler = (request: Request) => Promise<Response>;

/**
 * A Fetch-API handler answering `GET …/{tag}?site=…&…` with the element's server-rendered HTML (the last path
 * segment is the tag, the attributes are the query): `text/html`, a strong ETag, 304 on `If-None-Match`,
 * `Cache-Control` with `s-maxage`; 404 for an unknown tag, 400 for a parameter the URL may not set or a bad
 * value, 405 for methods other than GET and HEAD. Without its content: the bare element, briefly cached.
 * Throws a TypeError for options it cannot use.
 */
export function createFragmentHandler(options?: FragmentHandlerOptions): FragmentHandler;

/**
 * Adapts a Fetch-API handler to `(req, res) => void` for `http.createServer` or Express. The address is built
 * from the `Host` header and the path (under Express, the path as the browser asked it, mount path included); an
 * absolute-form target or no usable `Host` gets 400, a handler that throws 500. Request bodies are not passed on.
 */
export function nodeHandler(
  handler: (request: Request) => Promise<Response>,
): (req: NodeRequest, res: NodeResponse) => void;

/** What `nodeHandler` reads of a request: Node's `IncomingMessage` (Express's `req`) has it. */
export interface NodeRequest {
  method?: string;
  url?: string;
  /** Express's and Connect's: the path as the browser asked it, before a mount path was taken off `url`. */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: unknown;
}

/** What `nodeHandler` does with a response: Node's `ServerResponse` (Express's `res`) has it. */
export interface NodeResponse {
  readonly headersSent: boolean;
  writeHead(status: number, headers: Record<string, string | string[]>): unknown;
  write(chunk: Uint8Array): boolean;
  end(text?: string): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  destroy(): unknown;
}
