/**
 * CORS of the reference backend: a page on another origin may call the services (`/service/*`) when that origin
 * is configured (`corsOrigins` of the demo server, `SW_CORS_ORIGINS` for `npm start`). docs/guides/services.md,
 * "The reference backend on another origin", documents it for integrators.
 *
 * - A configured origin gets `Access-Control-Allow-Origin` naming it exactly (never `*`), with `Vary: Origin`.
 * - The visitor's cookies are allowed (`Access-Control-Allow-Credentials`) only on the services the widgets call
 *   with credentials: customer data, login, A/B tests, preview and the newsletter's private API. The footer
 *   content, the promotion, the logos and the public newsletter API are called without them.
 * - A preflight (`OPTIONS` with `Access-Control-Request-Method`) from a configured origin is answered 204 with the
 *   methods and the request headers the widgets send; from any other origin 403 without a CORS header.
 * - An unlisted origin gets no CORS header at all: its browser keeps the answer from its page.
 */
import { CSRF_HEADER } from '../../src/contract/customer-data.ts';
import { LOGIN_TOKEN_HEADER, ORIGINAL_ADDRESS_HEADER, SITE_HEADER } from '../../src/contract/newsletter.ts';

/** The methods the widgets use on the services. */
const CORS_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** The request headers the widgets send (besides the CORS-safelisted ones). */
const CORS_REQUEST_HEADERS = [
  'Content-Type',
  'Cache-Control',
  CSRF_HEADER,
  LOGIN_TOKEN_HEADER,
  SITE_HEADER,
  ORIGINAL_ADDRESS_HEADER,
] as const;

/** How long a browser may keep a preflight's answer: 10 minutes. */
const PREFLIGHT_MAX_AGE_S = 600;

/** Service paths whose calls carry the visitor's cookies (`credentials: 'include'` in the widgets). */
const CREDENTIALED_PATHS =
  /^\/service\/(?:customerfrontenddata|login|abtestfrontend|preview)\/|^\/service\/newsletter\/api\/private\//;

/**
 * The configured origins, each normalized (`https://shop.example`, no path, default port folded); `label` names
 * the list in an error (the CORS origins, the shop's public origins of requests.ts).
 */
export function readCorsOrigins(
  list: readonly string[] | string | undefined,
  label = 'CORS origin',
): Set<string> {
  const entries = typeof list === 'string' ? list.split(',') : (list ?? []);
  const origins = new Set<string>();
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '') continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`${label} ${JSON.stringify(text)} is not an address like https://shop.example`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== text.replace(/\/$/, '')) {
      throw new Error(`${label} ${JSON.stringify(text)} must be an origin only, like https://shop.example`);
    }
    origins.add(url.origin);
  }
  return origins;
}

/** Whether the request's `Origin` is one of the configured origins. */
export function isAllowedOrigin(origin: string | undefined, allowed: ReadonlySet<string>): origin is string {
  return origin !== undefined && allowed.has(origin);
}

/** The CORS headers of an answer to `origin` for `pathname`; none for an origin that is not configured. */
export function corsHeaders(
  origin: string | undefined,
  pathname: string,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!isAllowedOrigin(origin, allowed)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    ...(CREDENTIALED_PATHS.test(pathname) ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
  };
}

/** The headers of a 204 answer to a preflight from a configured origin. */
export function preflightHeaders(origin: string, pathname: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    ...(CREDENTIALED_PATHS.test(pathname) ? { 'Access-Control-Allow-Credentials': 'true' } : {}),
    'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
    'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
  };
}
