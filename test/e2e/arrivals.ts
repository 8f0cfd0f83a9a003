/*
 * A storefront page arrives two ways (docs/design/server-render.md): composed on the server, its elements as
 * declarative shadow DOM that React takes over only when the visitor reaches for them, and client-rendered (`?csr`),
 * the same page drawn by the browser. A visitor's journey is the same on both, so its test is written once and run
 * for each: `describe.each(ARRIVALS)` and `pagePath` below. A journey tested in one arrival only let a difference
 * between them go unseen (form_start was not pushed for an address typed before React took the form over).
 */

export interface Arrival {
  /** How the test names it: `describe.each(ARRIVALS)('…, $arrival', …)`. */
  arrival: 'composed' | 'client-rendered';
  /** What the demo's storefront pages are asked with to arrive so: nothing, or `csr`. */
  query: '' | 'csr';
}

export const ARRIVALS: readonly Arrival[] = [
  { arrival: 'composed', query: '' },
  { arrival: 'client-rendered', query: 'csr' },
];

/**
 * A storefront page's path in `arrival`, with the further query parameters given: `pagePath('/de/', arrival,
 * 'lang=en')` is `/de/?lang=en`, or `/de/?lang=en&csr`.
 */
export function pagePath(pathname: string, { query }: Arrival, ...parameters: string[]): string {
  const search = [...parameters, query].filter((parameter) => parameter !== '').join('&');
  return search === '' ? pathname : `${pathname}?${search}`;
}

/**
 * The cases of a journey repeated over content (sites, languages) to run in `arrival`: every one composed, the demo's
 * default, and the first rendered in the browser. That both arrivals draw each site and language alike is held by
 * the one-DOM unit tests (server/one-dom.test.tsx, server/one-dom-footer.test.ts); what the browser adds in the
 * second arrival is its own mechanics, the same for every site, at some 2 s of CPU per page load.
 */
export function casesIn<T>(arrival: Arrival, cases: readonly T[]): T[] {
  return arrival.query === '' ? [...cases] : cases.slice(0, 1);
}
