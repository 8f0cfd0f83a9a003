/**
 * The cookies of a request to the reference backend. Over real HTTP (the demo server) they are the Cookie
 * header. Under Vitest's DOM, fetch sends no cookies to msw, so the document's cookies are added, as a
 * browser would for a same-origin request: the handlers see the same cookies in both places.
 */
export function requestCookies(request: Request, parsed: Record<string, string>): Record<string, string> {
  // Our own parse first: msw's, under happy-dom, can run several cookies together into one value.
  const cookies: Record<string, string> = {};
  const header = request.headers.get('cookie') ?? '';
  const inDom =
    typeof document !== 'undefined' && new URL(request.url).origin === globalThis.location?.origin;
  const sources = inDom ? [header, document.cookie] : [header];
  for (const source of sources) {
    // `, ` too: in the test stack a repeated Cookie header arrives joined with commas (our values have none).
    for (const part of source.split(/;|, /)) {
      const [name, ...value] = part.trim().split('=');
      if (!name || name in cookies) continue;
      try {
        cookies[name] = decodeURIComponent(value.join('='));
      } catch {
        cookies[name] = value.join('=');
      }
    }
  }
  for (const [name, value] of Object.entries(parsed)) if (!(name in cookies)) cookies[name] = value;
  return cookies;
}
