import { pageSingleton, warnOnce } from '../elements/registry.ts';

/**
 * Where the page's services are: one page-wide setting, read once, in front of every service path the widgets
 * call (`/service/<name>/…`). docs/guides/services.md, "Where the services are", documents it for integrators.
 *
 * - `<meta name="storefront-widgets:services" content="https://services.example.com">`: every service.
 * - `<meta name="storefront-widgets:services:<name>" content="…">`: the service `/service/<name>/…` only
 *   (`footer`, `promotion`, `customerfrontenddata`, `abtestfrontend`, `footer-images`, `login`, `preview`,
 *   `newsletter`); it wins over the one for every service.
 *
 * A value is an http(s) origin with an optional path (`https://api.example.com/shop`) or a path on the page's
 * origin (`/backend`; `/` is the page's origin itself); the widgets then request `<value>/service/<name>/…`. Anything else is ignored with one
 * console warning. An element's own `content-src` or `api-base` wins over both.
 *
 * Only tags in the page's `<head>` count: the body holds CMS blocks and other content the page's owner did not
 * write line by line, and a tag there could send the visitor's login token anywhere. A tag in the body is
 * ignored with one console warning.
 */
export const SERVICES_META_NAME = 'storefront-widgets:services';

/** A service path: `/service/<name>/…`; the segment after `/service/` names the service. */
const SERVICE_PATH = /^\/service\/([^/?#]+)/;

interface ServiceBases {
  /** The base of every service, if the page set one. */
  all?: string;
  /** Bases per service name. */
  byService: Map<string, string>;
}

/** A setting's value as a base without a trailing slash; `undefined` for anything but an http(s) origin or a /path. */
function parseBase(raw: string): string | undefined {
  // The page's own origin, written as its root: the paths themselves.
  if (raw.trim() === '/') return '';
  const base = raw.trim().replace(/\/+$/, '');
  if (/^\/(?!\/)[^\s?#\\]*$/.test(base)) return base;
  if (/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/i.test(base) && absoluteUrl(base)) return base;
  return undefined;
}

/** Adds one base to `bases` (`service` empty: every service); the first for each wins, as the first `<meta>` does. */
function addBase(bases: ServiceBases, service: string, base: string): void {
  if (!service) bases.all ??= base;
  else if (!bases.byService.has(service)) bases.byService.set(service, base);
}

function readServiceBases(): ServiceBases {
  const bases: ServiceBases = { byService: new Map() };
  if (typeof document === 'undefined') return bases;
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name^="${SERVICES_META_NAME}"]`)) {
    const service = meta.name.slice(SERVICES_META_NAME.length + 1);
    if (meta.name !== SERVICES_META_NAME && !meta.name.startsWith(`${SERVICES_META_NAME}:`)) continue;
    const ignored = (why: string): void => {
      warnOnce(`storefront-widgets: <meta name="${meta.name}"> is ignored: ${why}`);
    };
    const base = parseBase(meta.content);
    if (!document.head.contains(meta)) ignored("it is not in the page's <head>");
    else if (base === undefined) ignored(`${JSON.stringify(meta.content)} is no http(s) origin or /path`);
    else addBase(bases, service, base);
  }
  return bases;
}

/**
 * The services setting a server renders with, saying what the page's `<meta>` tags say: one base for every
 * service (`'https://services.example.com'`), or bases by service name with `all` for the others
 * (`{ all: 'https://services.example.com', footer: 'https://cms.example.com' }`).
 */
export type ServicesSetting = string | Readonly<Record<string, string>>;

/** The bases a server render uses in place of the page's `<meta>` tags, while `renderWithServices` runs. */
let renderingBases: ServiceBases | undefined;

/**
 * Runs `render` (synchronous: a server's `renderToString`) with `setting` as the services setting, so that what
 * it draws and the documents it hands the browser carry the addresses the browser derives from the page's
 * `<meta>` tags. A value that is no http(s) origin or /path (`'/'`: the page's origin) throws a TypeError naming
 * it as `options.<option>`.
 */
export function renderWithServices<T>(
  setting: ServicesSetting | undefined,
  render: () => T,
  option = 'services',
): T {
  if (setting === undefined) return render();
  const bases: ServiceBases = { byService: new Map() };
  const entries: [string, unknown][] =
    typeof setting === 'string' ? [['all', setting]] : Object.entries(setting);
  for (const [service, raw] of entries) {
    const base = typeof raw === 'string' ? parseBase(raw) : undefined;
    if (base === undefined)
      throw new TypeError(
        `options.${option}${typeof setting === 'string' ? '' : `.${service}`} must be an http(s) origin or a /path, not ${JSON.stringify(raw)}`,
      );
    addBase(bases, service === 'all' ? '' : service, base);
  }
  const outer = renderingBases;
  renderingBases = bases;
  try {
    return render();
  } finally {
    renderingBases = outer;
  }
}

/** The page's setting, read from its `<meta>` tags on first use and then kept for the page (all bundle copies). */
function serviceBases(): ServiceBases {
  return renderingBases ?? pageSingleton('service-bases-v1', readServiceBases);
}

/**
 * The address of a service path (`/service/<name>/…`) on this page: the path under the base the page set for
 * that service, else under the base for every service, else the path itself (relative to the page's origin).
 * On a server it is the path itself, or under the setting `renderWithServices` renders with.
 */
export function serviceUrl(path: string): string {
  const name = SERVICE_PATH.exec(path)?.[1];
  if (name === undefined) return path;
  const bases = serviceBases();
  const base = bases.byService.get(name) ?? bases.all;
  return base === undefined ? path : base + path;
}

/**
 * The absolute address of `url` on this page: resolved against the page's own address, never against a
 * `<base href>` (which `fetch` would use), so markup in the page cannot move the widgets' calls elsewhere.
 */
export function pageUrl(url: string): string {
  return (typeof location === 'undefined' ? undefined : absoluteUrl(url, location.href))?.href ?? url;
}

/** `url` parsed (against `base`), or `undefined` when it is no address. (`URL.canParse` is too new for the floor.) */
function absoluteUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request to `url` may carry the visitor's credentials (cookies, the login token): on the page's own
 * origin, or when it is a service address (`/service/<name>/…`) under the very base the page's setting gives that
 * service. A base set for one service lends nothing to another service on the same host, and an `api-base`
 * elsewhere on a configured host gets nothing.
 */
export function mayReceiveCredentials(url: string): boolean {
  const target = typeof location === 'undefined' ? undefined : absoluteUrl(url, location.href);
  if (!target) return false;
  if (target.origin === location.origin) return true;
  const bases = serviceBases();
  for (const base of new Set([bases.all, ...bases.byService.values()])) {
    if (base === undefined) continue;
    const root = pageUrl(base).replace(/\/+$/, '');
    if (!target.href.startsWith(`${root}/service/`)) continue;
    const name = SERVICE_PATH.exec(target.href.slice(root.length))?.[1];
    if (name !== undefined && (bases.byService.get(name) ?? bases.all) === base) return true;
  }
  return false;
}

/**
 * The credentials a request to `url` goes out with when it asks for `wanted`: `include` only where the page allows
 * the visitor's credentials (`mayReceiveCredentials`), `same-origin` anywhere else; any other wish as it is.
 */
export function credentialsFor(
  url: string,
  wanted: RequestCredentials | undefined,
): RequestCredentials | undefined {
  return wanted === 'include' && !mayReceiveCredentials(url) ? 'same-origin' : wanted;
}
