import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequests } from '../../demo/backend/store.ts';
import { offContract } from '../../test/contract/answers.ts';
import { server } from '../../test/msw.ts';
import { customerData, resetCustomerDataForTests } from './psdata.ts';
import type { CustomerData } from './psdata.ts';
import type { Report } from '../elements/report-facts.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PSDATA_PATH } from '../contract/customer-data.ts';

const GLOBAL_KEY = Symbol.for('storefront-widgets.psdata');

/** Resolves once every pending promise callback and the msw round trip have run. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  resetCustomerDataForTests();
});

afterEach(() => {
  vi.useRealTimers();
  resetCustomerDataForTests();
  delete page().storefrontWidgets;
  resetPageRegistryForTests();
});

const page = () => globalThis as { storefrontWidgets?: { reports?: Report[]; middleware?: unknown } };

/** The reports published so far, once there are `count` (the report channel is a chunk of its own). */
async function reports(count: number): Promise<Report[]> {
  await vi.waitFor(() => expect(page().storefrontWidgets?.reports).toHaveLength(count));
  return page().storefrontWidgets!.reports!;
}

describe('customer data (psdata)', () => {
  it('uses the customers/base-data path and the CSRF-style header', () => {
    expect(PSDATA_PATH).toBe('/service/customerfrontenddata/api/v1/psdata');
    expect([CSRF_HEADER, CSRF_HEADER_VALUE]).toEqual(['X-Requested-With', 'XMLHttpRequest']);
  });

  it('fetches once for any number of waiting callers and gives each the data', async () => {
    const callbacks = [vi.fn(), vi.fn(), vi.fn()];

    for (const callback of callbacks) void customerData().then(callback);
    const viaPromise = await customerData();
    await settle();

    expect(countRequests(PSDATA_PATH)).toBe(1);
    expect(viaPromise).toEqual({ loggedIn: false, newsletterStatus: null });
    for (const callback of callbacks) {
      expect(callback).toHaveBeenCalledTimes(1);
      expect(callback).toHaveBeenCalledWith({ loggedIn: false, newsletterStatus: null });
    }
  });

  it('gives a callback registered after the data arrived the same data, asynchronously and without refetching', async () => {
    const first = await customerData();
    const late = vi.fn();

    void customerData().then(late);
    expect(late).not.toHaveBeenCalled();
    await settle();

    expect(late).toHaveBeenCalledWith(first);
    expect(countRequests(PSDATA_PATH)).toBe(1);
  });

  it('shares one request between two copies of the bundle on the same page', async () => {
    const first = await customerData();
    vi.resetModules();
    const secondCopy = await import('./psdata.ts');

    expect(secondCopy.customerData).not.toBe(customerData);
    await expect(secondCopy.customerData()).resolves.toBe(first);
    expect(countRequests(PSDATA_PATH)).toBe(1);
  });

  it('keeps the single request on globalThis under the registered symbol', async () => {
    const planted: CustomerData = { loggedIn: true, newsletterStatus: 'SUBSCRIBED' };
    (globalThis as Record<symbol, unknown>)[GLOBAL_KEY] = Promise.resolve(planted);
    const callback = vi.fn();

    void customerData().then(callback);
    await settle();

    expect(callback).toHaveBeenCalledWith(planted);
    expect(countRequests(PSDATA_PATH)).toBe(0);
  });

  it('fetches again after the test reset', async () => {
    await customerData();
    resetCustomerDataForTests();
    await customerData();

    expect(countRequests(PSDATA_PATH)).toBe(2);
  });

  it('sends cookies, the CSRF header and no-cache headers, and bypasses the HTTP cache', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen = vi.fn();
    server.use(
      http.get(`*${PSDATA_PATH}`, ({ request }) => {
        seen(request.method, request.headers.get('X-Requested-With'), request.headers.get('Cache-Control'));
        return HttpResponse.json({ loggedIn: true });
      }),
    );

    await customerData();

    expect(seen).toHaveBeenCalledWith('GET', 'XMLHttpRequest', 'no-cache');
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(input)).toBe(`${location.origin}${PSDATA_PATH}`);
    expect(init).toMatchObject({
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', 'X-Requested-With': 'XMLHttpRequest' },
    });
  });

  it('passes fields it does not know on, and counts an answer without loggedIn as logged out', async () => {
    server.use(
      http.get(`*${PSDATA_PATH}`, () =>
        offContract(HttpResponse.json({ newsletterStatus: 'WAITING_FOR_DOI', segment: 7 })),
      ),
    );

    await expect(customerData()).resolves.toEqual({
      loggedIn: false,
      newsletterStatus: 'WAITING_FOR_DOI',
      segment: 7,
    });
  });

  it.each([
    ['a network failure', () => HttpResponse.error()],
    ['an error status', () => HttpResponse.json({ email: 'secret@example.test' }, { status: 500 })],
    ['a body that is not JSON', () => HttpResponse.text('<html>secret@example.test</html>')],
    ['JSON that is not an object', () => HttpResponse.json(['secret@example.test'])],
    ['an empty body', () => new HttpResponse(null, { status: 204 })],
  ])('gives every callback undefined after %s, warning once without personal data', async (_kind, answer) => {
    server.use(http.get(`*${PSDATA_PATH}`, () => offContract(answer())));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const callbacks = [vi.fn(), vi.fn()];

    for (const callback of callbacks) void customerData().then(callback);
    await expect(customerData()).resolves.toBeUndefined();
    await settle();

    for (const callback of callbacks) expect(callback).toHaveBeenCalledWith(undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret');
  });

  it('does not retry after a failure within the same page', async () => {
    let calls = 0;
    server.use(
      http.get(`*${PSDATA_PATH}`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    await customerData();
    await customerData();

    expect(calls).toBe(1);
  });

  it.each([42, { status: 'SUBSCRIBED' }, ['SUBSCRIBED'], true])(
    'does not pass a newsletter status of another type (%j) on as one',
    async (newsletterStatus) => {
      server.use(
        http.get(`*${PSDATA_PATH}`, () =>
          offContract(HttpResponse.json({ loggedIn: true, newsletterStatus })),
        ),
      );
      const data = await customerData();
      expect(data).toEqual({ loggedIn: true });
      expect(data && 'newsletterStatus' in data).toBe(false);
    },
  );

  it.each([
    ['an error status', () => HttpResponse.json({}, { status: 503 }), { failure: 'status', status: 503 }],
    ['a network failure', () => HttpResponse.error(), { failure: 'network' }],
  ])('reports %s as the HTTP client would, with how long it took', async (_kind, answer, facts) => {
    server.use(http.get(`*${PSDATA_PATH}`, () => offContract(answer())));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await expect(customerData()).resolves.toBeUndefined();

    const [report] = await reports(1);
    expect(report).toMatchObject({ kind: 'service-failed', service: 'customerfrontenddata', ...facts });
    expect(report!.kind === 'service-failed' && report!.duration).toBeGreaterThanOrEqual(0);
    expect(warn.mock.calls[0]?.[0]).toContain(
      facts.failure === 'status' ? 'the service answered 503' : 'no answer (a network failure',
    );
  });

  it('reports an answer that is no JSON as content it could not read', async () => {
    server.use(http.get(`*${PSDATA_PATH}`, () => offContract(HttpResponse.text('<html></html>'))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await customerData();

    expect((await reports(1))[0]).toMatchObject({
      kind: 'content-unreadable',
      service: 'customerfrontenddata',
    });
    expect(warn.mock.calls[0]?.[0]).toContain('the answer is not JSON');
  });

  it('gives up after the time-out, says so, and reports a time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`*${PSDATA_PATH}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ loggedIn: true });
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const data = customerData();
    await vi.advanceTimersByTimeAsync(15_000);

    await expect(data).resolves.toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toContain('no answer within 15 s');
    expect((await reports(1))[0]).toMatchObject({ kind: 'service-failed', failure: 'timeout' });
  });

  it('goes through the HTTP client on a page with middleware of its own, so they see the call', async () => {
    const seen: string[] = [];
    page().storefrontWidgets = { middleware: [{ pre: ({ url }: { url: string }) => void seen.push(url) }] };

    await expect(customerData()).resolves.toEqual({ loggedIn: false, newsletterStatus: null });

    expect(seen).toEqual([PSDATA_PATH]);
    expect(countRequests(PSDATA_PATH)).toBe(1);
  });
});
