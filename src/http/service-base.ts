import { pageSingleton, warnOnce } from '../elements/registry.ts';

/**
 * Where the page's services are: one page-wide setting, read once, in front of every service path the widgets
 * call (`/service/<name>/…`). README "Where the services are" documents it for integrators.
 *
 * - `<meta name="storefront-widgets:services" content="https://services.example.com">`: every service.
 * - `<meta name="storefront-widgets:services:<name>" content="…">`: the service `/service/<name>/…` only
 *   (`footer`, `promotion`, `customerfrontenddata`, `abtestfrontend`, `footer-images`, `login`, `preview`,
 *   `newsletter`); it wins over the one for every service.
 *
 * A value is an http(s) origin with an optional path (`https://api.example.com/shop`) or a path on the page's
 * origin (`/backend`); the widgets then request `<value>/service/<name>/…`. Anything else is ignored with one
 * console warning. An element's own `content-src` or `api-base` wins over both.
 */
export const SERVICES_META_NAME = 'storefront-widgets:services';

/** A service path: `/service/<name>/…`; the segment after `/service/` names the service. */
const SERVICE_PATH = /^\/service\/([^/?#]+)/;

interface ServiceBases {
  /** The base of every service, if the page set one. */
  all?: string;
  /** Bases per service name. */
  byService: Map<string, string>;
  /** The origins of the absolute bases: the page named them, so they may get the visitor's credentials. */
  origins: Set<string>;
}

/**
 * The value as a base without a trailing slash and its origin (none for a path on the page's origin), or
 * undefined (warned once) for a value that cannot be used.
 */
function readBase(name: string, raw: string): { base: string; origin?: string } | undefined {
  const base = raw.trim().replace(/\/+$/, '');
  try {
    if (/^\/(?!\/)[^\s?#\\]*$/.test(base)) return { base };
    if (/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/i.test(base)) return { base, origin: new URL(base).origin };
  } catch {
    // not an address after all: warned below
  }
  warnOnce(
    `storefront-widgets: <meta name="${name}"> is ignored: ${JSON.stringify(raw)} is no http(s) origin or /path`,
  );
  return undefined;
}

function readServiceBases(): ServiceBases {
  const bases: ServiceBases = { byService: new Map(), origins: new Set() };
  if (typeof document === 'undefined') return bases;
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name^="${SERVICES_META_NAME}"]`)) {
    const service = meta.name.slice(SERVICES_META_NAME.length + 1);
    if (meta.name !== SERVICES_META_NAME && !meta.name.startsWith(`${SERVICES_META_NAME}:`)) continue;
    const read = readBase(meta.name, meta.content);
    if (!read) continue;
    if (!service) bases.all ??= read.base;
    else if (!bases.byService.has(service)) bases.byService.set(service, read.base);
    if (read.origin) bases.origins.add(read.origin);
  }
  return bases;
}

/** The page's setting, read from its `<meta>` tags on first use and then kept for the page (all bundle copies). */
function serviceBases(): ServiceBases {
  return pageSingleton('service-bases-v1', readServiceBases);
}

/**
 * The address of a service path (`/service/<name>/…`) on this page: the path under the base the page set for
 * that service, else under the base for every service, else the path itself (relative to the page's origin).
 * Without a document (a server render) it is the path itself.
 */
export function serviceUrl(path: string): string {
  const name = SERVICE_PATH.exec(path)?.[1];
  if (name === undefined) return path;
  const bases = serviceBases();
  const base = bases.byService.get(name) ?? bases.all;
  return base === undefined ? path : base + path;
}

/**
 * Whether `url` is on an origin the page named in its services setting. With the page's own origin, these are
 * the only origins that may get the visitor's credentials (the login token); an element's `api-base` on
 * another origin is not one of them.
 */
export function isConfiguredServiceOrigin(url: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return serviceBases().origins.has(new URL(url, location.href).origin);
  } catch {
    return false;
  }
}
