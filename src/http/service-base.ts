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

/** A setting's value as a base without a trailing slash and its origin (none for a path on the page's origin). */
function parseBase(raw: string): { base: string; origin?: string } | undefined {
  const base = raw.trim().replace(/\/+$/, '');
  try {
    if (/^\/(?!\/)[^\s?#\\]*$/.test(base)) return { base };
    if (/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/i.test(base)) return { base, origin: new URL(base).origin };
  } catch {
    // not an address after all
  }
  return undefined;
}

/** Adds one base to `bases` (`service` empty: every service); the first for each wins, as the first `<meta>` does. */
function addBase(bases: ServiceBases, service: string, read: { base: string; origin?: string }): void {
  if (!service) bases.all ??= read.base;
  else if (!bases.byService.has(service)) bases.byService.set(service, read.base);
  if (read.origin) bases.origins.add(read.origin);
}

function readServiceBases(): ServiceBases {
  const bases: ServiceBases = { byService: new Map(), origins: new Set() };
  if (typeof document === 'undefined') return bases;
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name^="${SERVICES_META_NAME}"]`)) {
    const service = meta.name.slice(SERVICES_META_NAME.length + 1);
    if (meta.name !== SERVICES_META_NAME && !meta.name.startsWith(`${SERVICES_META_NAME}:`)) continue;
    const read = parseBase(meta.content);
    if (read) addBase(bases, service, read);
    else
      warnOnce(
        `storefront-widgets: <meta name="${meta.name}"> is ignored: ${JSON.stringify(meta.content)} is no http(s) origin or /path`,
      );
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
 * `<meta>` tags. A value that is no http(s) origin or /path throws a TypeError naming it.
 */
export function renderWithServices<T>(setting: ServicesSetting | undefined, render: () => T): T {
  if (setting === undefined) return render();
  const bases: ServiceBases = { byService: new Map(), origins: new Set() };
  const entries: [string, unknown][] =
    typeof setting === 'string' ? [['all', setting]] : Object.entries(setting);
  for (const [service, raw] of entries) {
    const read = typeof raw === 'string' ? parseBase(raw) : undefined;
    if (!read)
      throw new TypeError(
        `options.services${typeof setting === 'string' ? '' : `.${service}`} must be an http(s) origin or a /path, not ${JSON.stringify(raw)}`,
      );
    addBase(bases, service === 'all' ? '' : service, read);
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
