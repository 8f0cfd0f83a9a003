import { pageSingleton } from '../elements/registry.ts';
import type { FetchAPI } from './configuration.ts';
import { abortAfter } from './request-timeout.ts';
import { pageMiddleware } from './page-middleware.ts';
import { pageUrl } from './service-base.ts';

/**
 * GET requests started when an element is needed, before the code that reads them has arrived (`ElementDefinition
 * .prefetch`), without the client's calls: this module comes in the HTTP client's chunk, which arrives long before
 * the element's chunk and React, where the client's first call would come a round trip after them
 * (docs/decisions/0112). The client adopts the request through `fetchApi` (`adoptEarlyFetch`), so its time-out and
 * errors apply as to any other call.
 *
 * Addresses are resolved against the page (`pageUrl`), as the client resolves them, never against a `<base>`.
 * A page with middleware of its own (`pageMiddleware`) gets no early request: its middleware see every call.
 *
 * Each address is requested early at most once per page (and across copies of the bundle): once adopted,
 * later elements share the result through their own cache (`loadSharedDocument`), and a second early
 * request would only be thrown away.
 *
 * The body is also read from a copy as soon as it arrives (`arrivedEarly`): the first render of the element
 * can then take the document without waiting the few tasks the client's reading of it takes (docs/decisions/0048).
 *
 * The 15 s time-out runs from the early start, not from the adoption: a request whose answer has not all
 * arrived after `REQUEST_TIMEOUT_MS` is aborted (also when no element ever takes it over, so nothing hangs
 * on), and the client that adopts it sees the time-out. The adopting client's own abort (its time-out, or a
 * caller's signal) aborts the early request too.
 */

/** An early answer whose whole body is in: enough for a render to use a document without the client. */
export interface ArrivedAnswer {
  status: number;
  text: string;
}

interface EarlyFetch {
  /** The request, until the client takes it over. */
  response?: Promise<Response>;
  /** Aborts the request: its time-out, or the adopting client's signal. */
  controller: AbortController;
  /** Its status and body text once all of it has arrived (read from a copy; the client reads its own). */
  arrived?: ArrivedAnswer;
}

function earlyFetches(): Map<string, EarlyFetch> {
  return pageSingleton('early-fetches-v2', () => new Map<string, EarlyFetch>());
}

/** Starts `GET url` now, unless it has been started early before on this page. Never throws. */
export function fetchEarly(address: string): void {
  const fetches = earlyFetches();
  const url = pageUrl(address);
  if (fetches.has(url) || typeof fetch !== 'function' || pageMiddleware().length > 0) return;
  const controller = new AbortController();
  const timer = abortAfter(controller);
  const response = fetch(url, { signal: controller.signal });
  const early: EarlyFetch = { response, controller };
  fetches.set(url, early);
  // Read while the element's code is on its way, so its first render can find the document in. Registered
  // before any adoption, so the copy is taken before the client reads the body. A failure here, as of the
  // request itself, belongs to the call that adopts it: until then, it is not an unhandled rejection.
  response
    .then(async (answer) => {
      const text = await answer.clone().text();
      early.arrived = { status: answer.status, text };
    })
    .catch(() => {})
    .finally(() => clearTimeout(timer));
}

/** The status and body of the early request for `url`, once it has all arrived. */
export function arrivedEarly(url: string): ArrivedAnswer | undefined {
  return earlyFetches().get(pageUrl(url))?.arrived;
}

/**
 * A `fetchApi` for the HTTP client: a plain GET of an address requested early takes that request (once);
 * anything else goes to `fetch`.
 */
export const adoptEarlyFetch: FetchAPI = (input, init) => {
  const fetches = earlyFetches();
  const early = fetches.get(pageUrl(input));
  const plainGet = (init.method ?? 'GET') === 'GET' && init.body == null;
  if (early?.response && plainGet) {
    const { response, controller } = early;
    early.response = undefined;
    const { signal } = init;
    if (signal?.aborted) controller.abort(signal.reason);
    else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    return response;
  }
  return globalThis.fetch(input, init);
};
