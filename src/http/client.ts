import { Configuration } from './configuration.ts';
import { abortAfter } from './request-timeout.ts';
import type { FetchParams, HTTPHeaders } from './configuration.ts';
import { parseJsonText } from '../content/json.ts';
import { FetchError } from './fetch-error.ts';
import { pageMiddleware } from './page-middleware.ts';
import { ResponseError } from './response-error.ts';
import { credentialsFor, pageUrl, serviceUrl } from './service-base.ts';

/** One query parameter value; `undefined` and `null` leave the parameter out, a `Date` is sent as ISO 8601. */
type QueryValue = string | number | boolean | Date | null | undefined;

/** Query parameters; an array value repeats the parameter (`?a=1&a=2`). */
type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** One call of `HttpClient`. Only `path` is required; the method defaults to GET. */
export interface RequestOptions {
  /**
   * Appended to the configuration's `basePath`, so it starts with `/`. A service path (`/service/<name>/…`) is
   * sent under the page's services setting (`serviceUrl`), here and nowhere else: callers pass the contract's
   * path as it is. A `basePath` is taken as its maker resolved it (the newsletter's: `newsletterBasePath`, which
   * lets an element's `api-base` win over the setting).
   */
  path: string;
  method?: string;
  /** Merged over the configuration's headers; a header set to `undefined` here is not sent at all. */
  headers?: HTTPHeaders;
  query?: Query;
  /**
   * Strings, `FormData`, `Blob`, `URLSearchParams`, binary data and streams are sent untouched. Anything else
   * is sent as JSON when the content type is a JSON media type; a plain object, an array, a number or a
   * boolean without any content type is sent as JSON with `Content-Type: application/json`.
   */
  body?: unknown;
  /**
   * Overrides the configuration's credentials for this call. `include` is honoured only where the page allows
   * the visitor's credentials (`mayReceiveCredentials`); anywhere else the call goes out as `same-origin`.
   */
  credentials?: RequestCredentials;
  cache?: RequestCache;
  /** Aborts the call early; combined with the client's own time-out, whichever comes first wins. */
  signal?: AbortSignal;
  /**
   * Lets the call outlive the page: a navigation or reload right after it (a logout, then a reload) does not
   * cancel it. For small bodies only (the browser allows 64 KiB in flight for all such calls of a page). Some
   * browsers refuse it (some only for a call that needs a CORS preflight): the call then fails as without network.
   */
  keepalive?: boolean;
}

const JSON_MIME = /^application\/(?:json|[^;/\s]+\+json)\s*(?:;.*)?$/i;

/**
 * True for `application/json` and structured-syntax JSON types like `application/problem+json`, with or
 * without parameters (`; charset=utf-8`): these are the bodies the client serializes with `JSON.stringify`.
 */
export function isJsonMime(mime: string | null | undefined): boolean {
  return mime != null && JSON_MIME.test(mime.trim());
}

/** Any 2xx is success; everything else, including 3xx that reach us, is a `ResponseError`. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function encodeQueryValue(value: string | number | boolean | Date): string {
  return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));
}

/**
 * `basePath + path` plus the encoded query; parameters without a value are skipped, not sent empty.
 * @internal Test seam: a rule of the client, tested as a table without a request.
 */
export function buildUrl(basePath: string, path: string, query?: Query): string {
  const url = basePath + path;
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeQueryValue(value)}`);
    }
  }
  if (parts.length === 0) return url;
  return url + (url.includes('?') ? '&' : '?') + parts.join('&');
}

/**
 * Merges header maps left to right, matching names case-insensitively so `content-type` and `Content-Type`
 * never both go out. The last source to name a header wins, and a header whose winning value is `undefined`
 * is dropped: that is how a request switches a default header off, and how optional headers stay unsent.
 * @internal Test seam: a rule of the client, tested as a table without a request.
 */
export function mergeHeaders(...sources: (HTTPHeaders | undefined)[]): Record<string, string> {
  const merged = new Map<string, [name: string, value: string | undefined]>();
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) merged.set(name.toLowerCase(), [name, value]);
  }
  const result: Record<string, string> = {};
  for (const [name, value] of merged.values()) if (value !== undefined) result[name] = value;
  return result;
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

function isPassThroughBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

function isJsonValueBody(body: unknown): boolean {
  if (typeof body === 'number' || typeof body === 'boolean' || Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const proto: unknown = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

/** Applies the body rules of `RequestOptions.body`; may add a JSON content type to `headers`. */
function serializeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (isPassThroughBody(body)) return body;
  const contentType = headerValue(headers, 'Content-Type');
  if (isJsonMime(contentType)) return JSON.stringify(body);
  if (contentType === undefined && isJsonValueBody(body)) {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(body);
  }
  // Some other object under a non-JSON content type: fetch coerces it, as it would without this client.
  return body as BodyInit;
}

/** Settles like `promise`, but rejects with the signal's reason as soon as it aborts, even if `promise` never settles. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Aborts `controller` when `signal` aborts; returns the function that stops listening. */
function follow(signal: AbortSignal, controller: AbortController): () => void {
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  const onAbort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}

/**
 * The fetch client every typed service client sits on, after typescript-fetch's `BaseAPI`: one place for the
 * URL, header and body rules, the status check and the time-out, so the widgets never
 * call `fetch` directly.
 */
export class HttpClient {
  readonly configuration: Configuration;

  constructor(configuration: Configuration = new Configuration()) {
    this.configuration = configuration;
  }

  /**
   * Sends the request and resolves with the response of any 2xx status, its status and headers: the body is
   * read and dropped within the time-out, since a caller of `request` looks at the status only (a call whose
   * body matters uses `json`). An answer nobody reads stays open in the browser (Chromium holds a `no-store`
   * answer until its body is taken). Rejects with `ResponseError` for any other status (its body unread, for
   * the caller to look into) and with `FetchError` when no response arrived, including after the time-out.
   */
  request(options: RequestOptions): Promise<Response> {
    return this.#send(options, async (response, readText) => {
      await readText();
      return response;
    });
  }

  /**
   * Like `request`, then reads the body as JSON within the same time-out: `undefined` for an empty body
   * (e.g. 204), a `SyntaxError` for invalid JSON, a `FetchError` if reading the body fails or times out.
   */
  json<T>(options: RequestOptions): Promise<T | undefined> {
    return this.#send(options, async (_response, readText) => parseJsonText<T>(await readText()));
  }

  /**
   * POSTs `body` as JSON (`{}` when left out) with the visitor's cookies, where the page allows them
   * (`mayReceiveCredentials`); resolves and rejects as `request` does.
   */
  postJson(path: string, body: unknown = {}, headers?: HTTPHeaders): Promise<Response> {
    return this.request({
      path,
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', ...headers },
      credentials: 'include',
    });
  }

  async #send<R>(
    options: RequestOptions,
    read: (response: Response, readText: () => Promise<string>) => Promise<R>,
  ): Promise<R> {
    const config = this.configuration;
    const controller = new AbortController();
    const timer = abortAfter(controller, config.timeoutMs);
    const unfollow: (() => void)[] = [];
    const followSignal = (signal: AbortSignal | null | undefined): void => {
      if (signal && signal !== controller.signal) unfollow.push(follow(signal, controller));
    };

    try {
      followSignal(options.signal);
      const headers = mergeHeaders(config.headers, options.headers);
      const body = serializeBody(options.body, headers);
      const init: RequestInit = {
        method: options.method ?? 'GET',
        headers,
        signal: controller.signal,
        keepalive: options.keepalive,
      };
      if (body !== undefined) init.body = body;
      const credentials = options.credentials ?? config.credentials;
      if (credentials !== undefined) init.credentials = credentials;
      if (options.cache !== undefined) init.cache = options.cache;

      // Idempotent: an address already under a setting no longer starts with `/service/`.
      const address = buildUrl(config.basePath, serviceUrl(options.path), options.query);
      const response = await this.#fetch({ url: address, init }, controller.signal);
      if (!isSuccessStatus(response.status)) throw new ResponseError(response);

      const readText = async (): Promise<string> => {
        try {
          return await raceAbort(response.text(), controller.signal);
        } catch (error) {
          throw new FetchError(error);
        }
      };
      return await read(response, readText);
    } finally {
      clearTimeout(timer);
      for (const stop of unfollow) stop();
    }
  }

  /**
   * Sends the request through the page's middleware (`pageMiddleware`): their `pre` first, then the fetch
   * to the address resolved against the page (never a `<base href>`), without cookies where the page allows
   * none, then their `onError` when no answer came and their `post`. Rejects with `FetchError` when no answer
   * came and no middleware gave one, or a middleware threw.
   */
  async #fetch(params: FetchParams, signal: AbortSignal): Promise<Response> {
    const fetch = this.configuration.fetchApi;
    const middleware = pageMiddleware();
    let { url, init } = params;
    let response: Response | undefined;
    try {
      for (const { pre } of middleware)
        ({ url, init } = (await pre?.({ fetch, url, init })) ?? { url, init });
      url = pageUrl(url);
      const credentials = credentialsFor(url, init.credentials);
      if (credentials !== init.credentials) init = { ...init, credentials };
      try {
        response = await raceAbort(fetch(url, init), signal);
      } catch (error) {
        for (const { onError } of middleware)
          response = (await onError?.({ fetch, url, init, error })) ?? response;
        if (!response) throw error;
      }
      for (const { post } of middleware) {
        response = (await post?.({ fetch, url, init, response: response.clone() })) ?? response;
      }
      return response;
    } catch (cause) {
      // After an abort this is the abort reason (raceAbort settles first), so a time-out's cause is always
      // the TimeoutError, whatever error the fetch implementation itself rejects with.
      throw new FetchError(cause);
    }
  }
}
