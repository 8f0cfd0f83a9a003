import { pageSingleton } from '../elements/registry.ts';
import type { FetchAPI } from './configuration.ts';

/**
 * GET requests started by the loader before the code that reads them has arrived (`ElementDefinition
 * .prefetch`), without the HTTP client: the client is in a chunk of its own, and waiting for it put a round
 * trip between the element's chunk and its data. The client adopts the request through `fetchApi`
 * (`adoptEarlyFetch`), so its time-out, middleware and errors apply as to any other call.
 *
 * Each address is requested early at most once per page (and across copies of the bundle): once adopted,
 * later elements share the result through their own cache (`loadSharedDocument`), and a second early
 * request would only be thrown away.
 */
type EarlyFetch = { state: 'waiting'; response: Promise<Response> } | { state: 'adopted' };

function earlyFetches(): Map<string, EarlyFetch> {
  return pageSingleton('early-fetches-v1', () => new Map<string, EarlyFetch>());
}

/** Starts `GET url` now, unless it has been started early before on this page. Never throws. */
export function fetchEarly(url: string): void {
  const fetches = earlyFetches();
  if (fetches.has(url) || typeof fetch !== 'function') return;
  const response = fetch(url);
  // Its failure belongs to the call that adopts it; until then, it is not an unhandled rejection.
  response.catch(() => {});
  fetches.set(url, { state: 'waiting', response });
}

/**
 * A `fetchApi` for the HTTP client: a plain GET of an address requested early takes that request (once);
 * anything else goes to `fetch`.
 */
export const adoptEarlyFetch: FetchAPI = (input, init) => {
  const fetches = earlyFetches();
  const early = fetches.get(input);
  const plainGet = (init.method ?? 'GET') === 'GET' && init.body == null;
  if (early?.state === 'waiting' && plainGet) {
    fetches.set(input, { state: 'adopted' });
    return early.response;
  }
  return globalThis.fetch(input, init);
};
