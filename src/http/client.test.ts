import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { buildUrl, HttpClient, isJsonMime, isSuccessStatus, mergeHeaders } from './client.ts';
import { Configuration } from './configuration.ts';
import type { ConfigurationParameters, FetchAPI } from './configuration.ts';
import { FetchError, isTimeout } from './fetch-error.ts';
import { ResponseError } from './response-error.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { SERVICES_META_NAME } from './service-base.ts';

/** A fetch that answers at once and remembers what it was called with. */
function recordingFetch(answer: () => Response = () => new Response('{}')) {
  return vi.fn<FetchAPI>(async () => answer());
}

/** A fetch that never answers, but rejects with the abort reason like a real fetch. */
function hangingFetch(): FetchAPI {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
}

function client(params: ConfigurationParameters = {}): HttpClient {
  return new HttpClient(new Configuration(params));
}

function onlyCall(fetchApi: ReturnType<typeof recordingFetch>): { url: string; init: RequestInit } {
  expect(fetchApi).toHaveBeenCalledTimes(1);
  const [url, init] = fetchApi.mock.calls[0] ?? [];
  if (url === undefined || init === undefined) throw new Error('fetch was not called');
  return { url, init };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('appends the path to the base path', () => {
    expect(buildUrl('/service/x/v1', '/items')).toBe('/service/x/v1/items');
  });

  it('encodes the query and skips parameters without a value', () => {
    expect(
      buildUrl('/b', '/p', {
        q: 'a b&c=d/é',
        n: 0,
        flag: false,
        gone: undefined,
        none: null,
        time: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
      }),
    ).toBe('/b/p?q=a%20b%26c%3Dd%2F%C3%A9&n=0&flag=false&time=2024-01-02T03%3A04%3A05.000Z');
  });

  it('repeats a parameter for each value of an array', () => {
    expect(buildUrl('', '/p', { id: ['1', undefined, '2'] })).toBe('/p?id=1&id=2');
  });

  it('adds no question mark when every value is missing, and joins with & when the path has a query', () => {
    expect(buildUrl('', '/p', { a: undefined })).toBe('/p');
    expect(buildUrl('', '/p?x=1', { a: '2' })).toBe('/p?x=1&a=2');
  });
});

describe('mergeHeaders', () => {
  it('lets a later source win, whatever the case of the header name', () => {
    expect(mergeHeaders({ Accept: 'text/plain', 'X-A': '1' }, { accept: 'application/json' })).toEqual({
      accept: 'application/json',
      'X-A': '1',
    });
  });

  it('drops headers whose value is undefined, also when that switches off a default', () => {
    expect(
      mergeHeaders({ 'X-Default': 'on', 'X-Kept': 'yes' }, { 'x-default': undefined, 'X-New': undefined }),
    ).toEqual({ 'X-Kept': 'yes' });
  });
});

describe('isJsonMime', () => {
  it.each([
    'application/json',
    'APPLICATION/JSON',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/problem+json',
    'application/vnd.api+json; charset=utf-8',
    ' application/json ',
  ])('treats %j as JSON', (mime) => {
    expect(isJsonMime(mime)).toBe(true);
  });

  it.each([
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/jsonp',
    'application/json-seq',
    'text/json+xml',
    '',
    undefined,
    null,
  ])('does not treat %j as JSON', (mime) => {
    expect(isJsonMime(mime)).toBe(false);
  });
});

describe('isSuccessStatus', () => {
  it('accepts exactly the 2xx range', () => {
    expect([199, 200, 204, 299, 300, 404, 500].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('HttpClient.request: the request it sends', () => {
  it('sends a GET to base path + path + query when no method is given', async () => {
    const fetchApi = recordingFetch();

    await client({ basePath: '/service/x/v1', fetchApi }).request({ path: '/items', query: { page: 2 } });

    const { url, init } = onlyCall(fetchApi);
    expect(url).toBe(`${location.origin}/service/x/v1/items?page=2`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('merges default headers with the request headers, the request winning', async () => {
    const seen = vi.fn();
    server.use(
      http.get('*/test/headers', ({ request }) => {
        const { headers } = request;
        seen(headers.get('X-Default'), headers.get('X-Shared'), headers.get('X-Own'));
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await client({ headers: { 'X-Default': 'default', 'X-Shared': 'default' } }).request({
      path: '/test/headers',
      headers: { 'x-shared': 'request', 'X-Own': 'own' },
    });

    expect(seen).toHaveBeenCalledWith('default', 'request', 'own');
  });

  it('does not send a header whose value is undefined (the form passes optional headers that way)', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/test/subscribers', ({ request }) => {
        const { headers } = request;
        seen(
          ['Content-Type', 'X-Hunter-Site', 'X-Original-Address', 'X-Switched-Off'].map((name) =>
            headers.has(name),
          ),
        );
        return HttpResponse.json({ status: 'OK' }, { status: 201 });
      }),
    );

    await client({ headers: { 'X-Switched-Off': 'default' } }).request({
      path: '/test/subscribers',
      method: 'POST',
      body: { email: 'a@example.test' },
      headers: { 'X-Hunter-Site': undefined, 'X-Original-Address': undefined, 'X-Switched-Off': undefined },
    });

    expect(seen).toHaveBeenCalledWith([true, false, false, false]);
  });

  it('serializes a plain object as JSON and labels it application/json when no content type is set', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/test/json', async ({ request }) => {
        seen(request.headers.get('content-type'), await request.text());
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await client().request({ path: '/test/json', method: 'POST', body: { a: 1, b: ['x'] } });

    expect(seen).toHaveBeenCalledWith('application/json', '{"a":1,"b":["x"]}');
  });

  it('serializes an array as JSON when no content type is set', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/p', method: 'POST', body: [1, 2] });

    const { init } = onlyCall(fetchApi);
    expect(init.body).toBe('[1,2]');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it.each(['application/json; charset=utf-8', 'application/merge-patch+json', 'application/vnd.api+json'])(
    'serializes the body as JSON for the JSON media type %s and keeps that content type',
    async (type) => {
      const fetchApi = recordingFetch();

      await client({ fetchApi }).request({
        path: '/p',
        method: 'PUT',
        headers: { 'content-type': type },
        body: { consent: true },
      });

      const { init } = onlyCall(fetchApi);
      expect(init.body).toBe('{"consent":true}');
      expect(init.headers).toEqual({ 'content-type': type });
    },
  );

  it('serializes a JSON media-type body set by a default header', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi, headers: { 'Content-Type': 'application/json' } }).request({
      path: '/p',
      method: 'POST',
      body: { a: 1 },
    });

    expect(onlyCall(fetchApi).init.body).toBe('{"a":1}');
  });

  it.each([
    ['FormData', () => Object.assign(new FormData(), {})],
    ['Blob', () => new Blob(['raw'], { type: 'text/plain' })],
    ['URLSearchParams', () => new URLSearchParams({ a: '1' })],
    ['Uint8Array', () => new Uint8Array([1, 2])],
    ['ArrayBuffer', () => new ArrayBuffer(2)],
    ['string', () => 'already serialized'],
  ])('passes a %s body through untouched and adds no content type', async (_kind, make) => {
    const fetchApi = recordingFetch();
    const body = make();

    await client({ fetchApi }).request({ path: '/p', method: 'POST', body });

    const { init } = onlyCall(fetchApi);
    expect(init.body).toBe(body);
    expect(init.headers).toEqual({});
  });

  it('passes a string through even under a JSON content type, rather than encoding it twice', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({
      path: '/p',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });

    expect(onlyCall(fetchApi).init.body).toBe('{"a":1}');
  });

  it('does not JSON-serialize an object sent under a non-JSON content type', async () => {
    const fetchApi = recordingFetch();
    const body = { a: 1 };

    await client({ fetchApi }).request({
      path: '/p',
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });

    expect(onlyCall(fetchApi).init.body).toBe(body);
  });

  it('sends no body and adds no content type when the body is undefined or null', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/p', method: 'POST', body: null });

    const { init } = onlyCall(fetchApi);
    expect('body' in init).toBe(false);
    expect(init.headers).toEqual({});
  });

  it('sends the configured credentials, unless the request sets its own', async () => {
    const fetchApi = recordingFetch();
    const shared = client({ fetchApi, credentials: 'include' });

    await shared.request({ path: '/a' });
    await shared.request({ path: '/b', credentials: 'omit' });

    expect(fetchApi.mock.calls.map(([, init]) => init.credentials)).toEqual(['include', 'omit']);
  });

  it('leaves credentials and cache to the browser defaults when nobody sets them', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/p' });

    const { init } = onlyCall(fetchApi);
    expect('credentials' in init).toBe(false);
    expect('cache' in init).toBe(false);
  });

  it('passes the cache mode of the request on', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/p', cache: 'no-store' });

    expect(onlyCall(fetchApi).init.cache).toBe('no-store');
  });

  it('lets a call outlive the page only when asked to', async () => {
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/p', keepalive: true });
    await client({ fetchApi }).request({ path: '/p' });

    expect(fetchApi.mock.calls.map(([, init]) => init.keepalive)).toEqual([true, undefined]);
  });
});

describe('HttpClient.request: status handling', () => {
  it.each([200, 201, 204, 299])('resolves with the response for status %i', async (status) => {
    server.use(http.get('*/test/status', () => new HttpResponse(null, { status })));

    const response = await client().request({ path: '/test/status' });

    expect(response.status).toBe(status);
  });

  it.each([300, 404, 500])(
    'rejects with a ResponseError carrying the response for status %i',
    async (status) => {
      server.use(http.get('*/test/status', () => new HttpResponse('nope', { status })));

      const error: unknown = await client()
        .request({ path: '/test/status' })
        .catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ResponseError);
      expect((error as ResponseError).message).toBe('Response returned an error code');
      expect((error as ResponseError).response.status).toBe(status);
      await expect((error as ResponseError).response.text()).resolves.toBe('nope');
    },
  );

  it('rejects with a FetchError whose cause is the network error when the network fails', async () => {
    server.use(http.get('*/test/down', () => HttpResponse.error()));

    const error: unknown = await client()
      .request({ path: '/test/down' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(
      'The request failed and the interceptors did not return an alternative response',
    );
    expect((error as FetchError).cause).toBeInstanceOf(TypeError);
    expect(isTimeout(error)).toBe(false);
  });
});

describe('HttpClient: time-out', () => {
  it('aborts the request and rejects with a FetchError after 15000 ms, not before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const outcome = client({ fetchApi: hangingFetch() })
      .request({ path: '/slow' })
      .then(
        () => settled('resolved'),
        (error: unknown) => {
          settled('rejected');
          return error;
        },
      );

    await vi.advanceTimersByTimeAsync(14999);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(settled).toHaveBeenCalledWith('rejected');
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).cause).toMatchObject({ name: 'TimeoutError' });
    expect(isTimeout(error)).toBe(true);
  });

  it('hands fetch a signal that aborts at the time-out', async () => {
    vi.useFakeTimers();
    const fetchApi = vi.fn(hangingFetch());
    const outcome = client({ fetchApi, timeoutMs: 100 })
      .request({ path: '/slow' })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const signal = fetchApi.mock.calls[0]?.[1].signal;

    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });

  it('times out even when the fetch implementation ignores the abort signal', async () => {
    vi.useFakeTimers();
    const deaf: FetchAPI = () => new Promise<Response>(() => {});
    const outcome = client({ fetchApi: deaf })
      .request({ path: '/slow' })
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(15000);

    expect(isTimeout(await outcome)).toBe(true);
  });

  it('reports the time-out as the cause even when fetch rejects with its own abort error', async () => {
    vi.useFakeTimers();
    const legacy: FetchAPI = (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const outcome = client({ fetchApi: legacy })
      .request({ path: '/slow' })
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(15000);

    expect(isTimeout(await outcome)).toBe(true);
  });

  it('honours a configured time-out', async () => {
    vi.useFakeTimers();
    const outcome = client({ fetchApi: hangingFetch(), timeoutMs: 500 })
      .request({ path: '/slow' })
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(500);

    expect(isTimeout(await outcome)).toBe(true);
  });

  it('leaves no timer behind after a response, an error status or a network failure', async () => {
    vi.useFakeTimers();
    const answers = [
      () => Promise.resolve(new Response('ok')),
      () => Promise.resolve(new Response(null, { status: 500 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];

    for (const answer of answers) {
      await client({ fetchApi: answer })
        .request({ path: '/p' })
        .catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('leaves no listener on the caller’s signal after the request', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');

    await client({ fetchApi: recordingFetch() }).request({ path: '/p', signal: controller.signal });

    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('aborts when the caller’s signal aborts, with the caller’s reason as the cause', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const reason = new DOMException('navigated away', 'AbortError');
    const outcome = client({ fetchApi: hangingFetch() })
      .request({ path: '/slow', signal: controller.signal })
      .catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(10);
    controller.abort(reason);
    const error = await outcome;

    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).cause).toBe(reason);
    expect(isTimeout(error)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not even wait for fetch when the caller’s signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('cancelled', 'AbortError'));

    await expect(
      client({ fetchApi: hangingFetch() }).request({ path: '/p', signal: controller.signal }),
    ).rejects.toBeInstanceOf(FetchError);
  });

  it('includes reading the body in the time-out of json()', async () => {
    vi.useFakeTimers();
    const endless = () => Promise.resolve(new Response(new ReadableStream({ start() {} })));
    const settled = vi.fn();
    const outcome = client({ fetchApi: endless })
      .json({ path: '/p' })
      .catch((e: unknown) => {
        settled();
        return e;
      });

    await vi.advanceTimersByTimeAsync(14999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(isTimeout(await outcome)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('HttpClient.json', () => {
  it('resolves with the parsed JSON body', async () => {
    server.use(http.get('*/test/data', () => HttpResponse.json({ items: [1, 2] })));

    await expect(client().json<{ items: number[] }>({ path: '/test/data' })).resolves.toEqual({
      items: [1, 2],
    });
  });

  it.each([
    ['a 204', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    ['a whitespace-only 201', () => new HttpResponse(' \n', { status: 201 })],
  ])('resolves with undefined for %s instead of throwing', async (_kind, answer) => {
    server.use(http.post('*/test/empty', answer));

    await expect(client().json({ path: '/test/empty', method: 'POST' })).resolves.toBeUndefined();
  });

  it('rejects with a SyntaxError for a body that is not JSON', async () => {
    server.use(http.get('*/test/html', () => HttpResponse.text('<html>')));

    await expect(client().json({ path: '/test/html' })).rejects.toBeInstanceOf(SyntaxError);
  });

  it('rejects with a ResponseError for an error status without reading JSON', async () => {
    server.use(http.get('*/test/fails', () => HttpResponse.text('not json', { status: 502 })));

    await expect(client().json({ path: '/test/fails' })).rejects.toBeInstanceOf(ResponseError);
  });
});

describe("HttpClient: the page's services setting", () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll(`meta[name^="${SERVICES_META_NAME}"]`)) meta.remove();
    resetPageRegistryForTests();
  });

  function setServices(name: string, content: string): void {
    resetPageRegistryForTests();
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }

  it('sends a service path under the base the page set for it, so no caller has to', async () => {
    setServices(`${SERVICES_META_NAME}:preview`, 'https://preview.example.test/api');
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({
      path: '/service/preview/api/token',
      method: 'DELETE',
      query: { a: 1 },
    });

    expect(onlyCall(fetchApi).url).toBe('https://preview.example.test/api/service/preview/api/token?a=1');
  });

  it('applies the setting once: an address already under it is sent as it is', async () => {
    setServices(SERVICES_META_NAME, '/backend');
    const fetchApi = recordingFetch();

    await client({ fetchApi }).request({ path: '/backend/service/login/api/v1/login' });

    expect(onlyCall(fetchApi).url).toBe(`${location.origin}/backend/service/login/api/v1/login`);
  });

  it("leaves a base path as its maker resolved it (an element's api-base wins over the setting)", async () => {
    setServices(SERVICES_META_NAME, 'https://services.example.test');
    const fetchApi = recordingFetch();

    await client({ basePath: '/service/newsletter/api/v1', fetchApi }).request({
      path: '/newsletter-subscribers',
    });

    expect(onlyCall(fetchApi).url).toBe(
      `${location.origin}/service/newsletter/api/v1/newsletter-subscribers`,
    );
  });

  it('leaves a path that is no service path, and every path without a setting, as it is', async () => {
    const fetchApi = recordingFetch();
    await client({ fetchApi }).request({ path: '/service/psdata' });
    expect(onlyCall(fetchApi).url).toBe(`${location.origin}/service/psdata`);

    setServices(SERVICES_META_NAME, 'https://services.example.test');
    const other = recordingFetch();
    await client({ fetchApi: other }).request({ path: '/cms/footer.json' });
    expect(onlyCall(other).url).toBe(`${location.origin}/cms/footer.json`);
  });
});

describe("HttpClient: the page's middleware (window.storefrontWidgets.middleware)", () => {
  type WithSettings = typeof globalThis & { storefrontWidgets?: unknown };
  afterEach(() => {
    delete (globalThis as WithSettings).storefrontWidgets;
    resetPageRegistryForTests();
  });

  function useMiddleware(...middleware: unknown[]): void {
    (globalThis as WithSettings).storefrontWidgets = { middleware };
  }

  it('lets a pre middleware add a header to every call', async () => {
    useMiddleware({
      pre: ({ url, init }: { url: string; init: RequestInit }) => ({
        url,
        init: { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Trace': 'abc' } },
      }),
    });
    const fetchApi = recordingFetch();
    await client({ fetchApi, headers: { Accept: 'application/json' } }).request({ path: '/p' });
    expect(onlyCall(fetchApi).init.headers).toEqual({ Accept: 'application/json', 'X-Trace': 'abc' });
  });

  it('takes the answer an onError middleware gives for a network failure, as the service would have answered', async () => {
    const onError = vi.fn(() => new Response('{"cached":true}', { status: 200 }));
    useMiddleware({}, { onError });
    const failing = vi.fn<FetchAPI>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await client({ fetchApi: failing }).json({ path: '/p' })).toEqual({ cached: true });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${location.origin}/p`, error: new TypeError('Failed to fetch') }),
    );
  });

  it('still fails with a FetchError when no middleware gives an answer, and when a middleware throws', async () => {
    useMiddleware({ onError: () => undefined });
    const failing: FetchAPI = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(client({ fetchApi: failing }).request({ path: '/p' })).rejects.toBeInstanceOf(FetchError);

    useMiddleware({
      pre: () => {
        throw new Error('broken middleware');
      },
    });
    const fetchApi = recordingFetch();
    await expect(client({ fetchApi }).request({ path: '/p' })).rejects.toBeInstanceOf(FetchError);
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('lets a post middleware replace an answer, which the status check then reads', async () => {
    useMiddleware({ post: () => new Response('gone', { status: 410 }) });
    const error = await client({ fetchApi: recordingFetch() })
      .request({ path: '/p' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).response.status).toBe(410);
  });

  it('ignores a setting that is no array of objects, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (globalThis as WithSettings).storefrontWidgets = { middleware: 'pre' };
    const fetchApi = recordingFetch();
    await client({ fetchApi }).request({ path: '/p' });
    useMiddleware(null);
    await client({ fetchApi }).request({ path: '/p' });
    expect(fetchApi).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'storefront-widgets: window.storefrontWidgets.middleware is ignored: it is no array',
      'storefront-widgets: a middleware is ignored: null is no object',
    ]);
    warn.mockRestore();
  });
});

describe('HttpClient.postJson', () => {
  it('posts JSON with the cookies to the page origin', async () => {
    const fetchApi = recordingFetch();
    await client({ fetchApi }).postJson('/service/login/x', { a: 1 }, { 'X-Csrf': '1' });
    const { url, init } = onlyCall(fetchApi);
    expect(url).toBe(`${location.origin}/service/login/x`);
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Csrf': '1' },
    });
  });

  it('posts to another origin the page did not name without its cookies', async () => {
    const fetchApi = recordingFetch();
    await client({ fetchApi }).postJson('https://elsewhere.example.test/service/login/x');
    expect(onlyCall(fetchApi).init).toMatchObject({ body: '{}', credentials: 'same-origin' });
  });
});

describe('HttpClient and a <base href> on the page', () => {
  afterEach(() => document.querySelector('base')?.remove());

  it("sends to the address on the page's origin, never under the <base href> (where fetch would resolve it)", async () => {
    const base = document.createElement('base');
    base.href = 'http://evil.example.test/';
    document.head.prepend(base);
    const fetchApi = recordingFetch();
    await client({ fetchApi }).request({ path: '/service/newsletter/api/private/v1/customers/base-data' });
    expect(onlyCall(fetchApi).url).toBe(
      `${location.origin}/service/newsletter/api/private/v1/customers/base-data`,
    );
  });
});
