/**
 * Cross-site request checks of the reference backend (docs/decisions/0054, cross-site requests). A browser says
 * where a request comes from in two headers another site cannot write:
 * - `Sec-Fetch-Site` (current browsers, every request): `same-origin`, or `none` for an address typed or
 *   bookmarked, is ours; `same-site` (a sibling host) and `cross-site` are not.
 * - `Origin` (on POSTs and on cross-origin requests): must be exactly our origin, scheme, host and port.
 * A request with neither header comes from a non-browser client (or the unit tests through msw), which holds no
 * visitor's cookies: it is allowed.
 *
 * A page on an origin the server is configured to answer with CORS (cors.ts) is not another site either: the demo
 * server names that origin in `CORS_ORIGIN_HEADER`, which it drops from what a client sends.
 */
export const CORS_ORIGIN_HEADER = 'X-Reference-Cors-Origin';

const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Whether `origin` (an Origin header) names exactly `own` (scheme, host and port; default ports folded). */
function isSameOrigin(origin: string, own: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

/** Whether the browser says these headers come from another origin than `own`. */
export function isCrossSite(headers: Headers, own: string): boolean {
  const configured = headers.get(CORS_ORIGIN_HEADER);
  if (configured !== null && headers.get('origin') === configured) return false;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const origin = headers.get('origin');
  return origin !== null && !isSameOrigin(origin, own);
}

/** Whether the browser says `request` comes from another origin than the one it was sent to. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite(request.headers, new URL(request.url).origin);
}
