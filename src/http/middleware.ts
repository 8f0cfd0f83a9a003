import type { FetchAPI } from './configuration.ts';

/** The arguments of the `fetch` call a request will make; `pre` middleware may replace them. */
export interface FetchParams {
  url: string;
  init: RequestInit;
}

/** Handed to `pre`: the call about to be made, plus the raw fetch so a middleware can make calls of its own. */
export interface RequestContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
}

/** Handed to `post`: the call that was made and (a clone of) its response, whatever its status. */
export interface ResponseContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
  response: Response;
}

/** Handed to `onError` when `fetch` itself rejected (network failure, abort, time-out). */
export interface ErrorContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
  error: unknown;
}

/**
 * A hook around every request of a client, after typescript-fetch's middleware. Returning nothing (or
 * `undefined`) means "unchanged", so a middleware that only observes never has to echo its input.
 *
 * - `pre` run in order; each may return new `FetchParams` that the next one and the fetch then see.
 * - `post` run in order on every response (2xx or not); each may return a replacement response.
 * - `onError` run in order after a network failure; the first to return a response substitutes it (the rest
 *   are skipped, `post` still run on it); if none does, the request fails with a `FetchError`.
 */
export interface Middleware {
  pre?(context: RequestContext): Promise<FetchParams | void>;
  post?(context: ResponseContext): Promise<Response | void>;
  onError?(context: ErrorContext): Promise<Response | void>;
}
