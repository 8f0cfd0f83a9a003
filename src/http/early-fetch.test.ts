import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { adoptEarlyFetch, arrivedEarly, fetchEarly } from './early-fetch.ts';

const PATH = '/test/early.json';

function serve() {
  const served = { count: 0 };
  server.use(
    http.all(`*${PATH}`, () => {
      served.count += 1;
      return HttpResponse.json({ n: served.count });
    }),
  );
  return served;
}

afterEach(() => {
  resetPageRegistryForTests();
  vi.unstubAllGlobals();
});

describe('fetchEarly and adoptEarlyFetch', () => {
  it('hands the early request to the first plain GET of the same address, once', async () => {
    const served = serve();
    fetchEarly(PATH);
    expect(served.count).toBe(0); // not answered yet, but under way
    const first = await adoptEarlyFetch(PATH, { method: 'GET' });
    expect(await first.json()).toEqual({ n: 1 });
    const second = await adoptEarlyFetch(PATH, { method: 'GET' });
    expect(await second.json()).toEqual({ n: 2 });
    expect(served.count).toBe(2);
  });

  it('asks for an address early at most once per page, also after it was taken over', async () => {
    const served = serve();
    fetchEarly(PATH);
    fetchEarly(PATH);
    await (await adoptEarlyFetch(PATH, {})).json();
    fetchEarly(PATH);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served.count).toBe(1);
  });

  it('keeps the status and body of an early answer once all of it is in, and the client still reads its own', async () => {
    const served = serve();
    expect(arrivedEarly(PATH)).toBeUndefined();
    fetchEarly(PATH);
    expect(arrivedEarly(PATH)).toBeUndefined();
    await vi.waitFor(() => expect(arrivedEarly(PATH)).toEqual({ status: 200, text: '{"n":1}' }));
    expect(await (await adoptEarlyFetch(PATH, {})).json()).toEqual({ n: 1 });
    expect(arrivedEarly(PATH)).toEqual({ status: 200, text: '{"n":1}' });
    expect(served.count).toBe(1);
  });

  it('copies the body also when the client takes the request over before it has answered', async () => {
    serve();
    fetchEarly(PATH);
    const adopted = adoptEarlyFetch(PATH, {});
    expect(await (await adopted).json()).toEqual({ n: 1 });
    await vi.waitFor(() => expect(arrivedEarly(PATH)).toEqual({ status: 200, text: '{"n":1}' }));
  });

  it('leaves other methods and requests with a body to fetch', async () => {
    serve();
    fetchEarly(PATH);
    const posted = await adoptEarlyFetch(PATH, { method: 'POST', body: '{}' });
    expect(await posted.json()).toEqual({ n: 2 });
    // The early GET is still there for its GET.
    expect(await (await adoptEarlyFetch(PATH, { method: 'GET' })).json()).toEqual({ n: 1 });
  });

  it('keeps a failed early request quiet until it is taken over, and then rejects there', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', failing);
    fetchEarly(PATH);
    await new Promise((resolve) => setTimeout(resolve, 0)); // no unhandled rejection fails the run here
    await expect(adoptEarlyFetch(PATH, { method: 'GET' })).rejects.toThrow('Failed to fetch');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(arrivedEarly(PATH)).toBeUndefined();
  });
});

describe('fetchEarly time-out and cancellation (every request times out after 15 s)', () => {
  it('aborts an early request that has not answered 15 s after it started, taken over or not', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    });
    fetchEarly(PATH);
    const adopted = adoptEarlyFetch(PATH, { method: 'GET' });
    const outcome = adopted.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(((await outcome) as DOMException).name).toBe('TimeoutError');
    vi.useRealTimers();
  });

  it('aborts the early request when the client that took it over aborts its own', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise<Response>(() => {});
    });
    fetchEarly(PATH);
    const client = new AbortController();
    void adoptEarlyFetch(PATH, { method: 'GET', signal: client.signal });
    client.abort(new DOMException('gone', 'AbortError'));
    expect(signals[0]!.aborted).toBe(true);
  });
});

describe('fetchEarly on a page with middleware or a <base href>', () => {
  afterEach(() => {
    delete (globalThis as { storefrontWidgets?: unknown }).storefrontWidgets;
    document.querySelector('base')?.remove();
  });

  it('asks for nothing early when the page has middleware: the client sends the call through them', async () => {
    const served = serve();
    (globalThis as { storefrontWidgets?: unknown }).storefrontWidgets = { middleware: [{}] };
    fetchEarly(PATH);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served.count).toBe(0);
  });

  it("asks for the address on the page's origin and hands it to the client's absolute address", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchSpy);
    const base = document.createElement('base');
    base.href = 'http://evil.example.test/';
    document.head.prepend(base);
    fetchEarly(PATH);
    expect(fetchSpy).toHaveBeenCalledWith(`${location.origin}${PATH}`, expect.anything());
    await adoptEarlyFetch(`${location.origin}${PATH}`, { method: 'GET' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
