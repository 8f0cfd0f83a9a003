import { REQUEST_TIMEOUT_MS } from './request-timeout.ts';

/** The signature of `fetch`, so tests and hosts can inject their own implementation. */
export type FetchAPI = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Header maps as callers write them. A header whose value is `undefined` is not sent: the newsletter form
 * passes its optional headers that way instead of building the object conditionally.
 */
export type HTTPHeaders = Record<string, string | undefined>;

/** What a middleware's `pre` may give back: the address and the request to send instead. */
export interface FetchParams {
  url: string;
  init: RequestInit;
}

/** What every middleware function is called with: the request about to go (or gone) out. */
interface RequestContext extends FetchParams {
  /** The fetch the client sends with, for a middleware that needs a request of its own. */
  fetch: FetchAPI;
}

interface ResponseContext extends RequestContext {
  /** A copy of the answer: reading its body leaves the widget's copy unread. */
  response: Response;
}

interface ErrorContext extends RequestContext {
  /** Why no answer came: a network failure, a refused CORS answer, the time-out. */
  error: unknown;
}

/**
 * Code that sees every call of the widgets, after OpenAPI Generator's typescript-fetch middleware. Each
 * function may return nothing, meaning unchanged. `pre` may give another address or request (add a header,
 * say); `post` may give another answer; `onError` runs when no answer came at all and may give one in its
 * place (an offline page's cached answer), which the widget then reads as the service's. Middleware run in
 * their order; one that throws fails the call as a network failure would.
 */
export interface Middleware {
  pre?(context: RequestContext): FetchParams | void | Promise<FetchParams | void>;
  post?(context: ResponseContext): Response | void | Promise<Response | void>;
  onError?(context: ErrorContext): Response | void | Promise<Response | void>;
}

/** What a `Configuration` is built from; every field is optional. */
export interface ConfigurationParameters {
  /** Prepended to every request path, e.g. `/service/newsletter/api/internal/v1` (no trailing slash). */
  basePath?: string;
  /** Sent with every request; per-request headers of the same name (case-insensitive) win. */
  headers?: HTTPHeaders;
  /** Cookie policy for every request unless a request sets its own. */
  credentials?: RequestCredentials;
  /** Replaces `fetch`; left out, the global `fetch` current at call time is used (msw and stubs patch it). */
  fetchApi?: FetchAPI;
  /** Milliseconds until a request is aborted; defaults to `REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * The settings one service client shares across its calls, after OpenAPI Generator's typescript-fetch
 * `Configuration`: immutable, read through getters that supply the defaults.
 */
export class Configuration {
  readonly #params: ConfigurationParameters;

  constructor(params: ConfigurationParameters = {}) {
    // Copied, so a caller mutating its parameter object later cannot change a client's behaviour.
    this.#params = {
      ...params,
      headers: { ...params.headers },
    };
  }

  get basePath(): string {
    return this.#params.basePath ?? '';
  }

  get headers(): HTTPHeaders {
    return { ...this.#params.headers };
  }

  get credentials(): RequestCredentials | undefined {
    return this.#params.credentials;
  }

  /**
   * Looks `globalThis.fetch` up per call rather than capturing it at construction: msw and test stubs replace
   * the global after modules have loaded.
   */
  get fetchApi(): FetchAPI {
    return this.#params.fetchApi ?? ((input, init) => globalThis.fetch(input, init));
  }

  get timeoutMs(): number {
    return this.#params.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }
}
