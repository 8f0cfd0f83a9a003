// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoServerOverHttp } from '../../test/demo-http.ts';
import { COLLECTOR_BODY_LIMIT_BYTES, COLLECTOR_PATH, REPORTS_LISTED } from './collector.ts';
import { REPORT_COLLECTOR_LIMIT } from './rate-limit.ts';
import { resetStore, store, type CollectedReport } from './store.ts';

/*
 * The reports collector as a page reaches it: over HTTP through the demo server, which tells it the client's
 * address, posted as `navigator.sendBeacon` posts a string (text/plain) or as `fetch` posts JSON.
 */

const base = demoServerOverHttp();
afterEach(() => {
  resetStore();
  vi.restoreAllMocks();
});

/** A report as the channel makes one. */
const REPORT = {
  kind: 'service-failed',
  service: 'footer',
  failure: 'status',
  status: 500,
  duration: 84,
  element: 'shop-footer',
  site: 'DE',
  release: '1.4.0',
  time: 1532,
};

function post(body: string, type = 'text/plain;charset=UTF-8', headers: Record<string, string> = {}) {
  return fetch(base() + COLLECTOR_PATH, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body,
  });
}

async function listed(): Promise<CollectedReport[]> {
  const response = await fetch(base() + COLLECTOR_PATH);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as { reports: CollectedReport[] }).reports;
}

describe('the reports collector', () => {
  it('keeps a report sent as text/plain (sendBeacon) or JSON, answers 204 and lists it with its arrival', async () => {
    const sent = await post(JSON.stringify(REPORT));
    expect(sent.status).toBe(204);
    expect(await sent.text()).toBe('');
    const other = { kind: 'releases-differ', definedBy: '1.4.0', release: '2.0.0-rc.1', time: 3 };
    expect((await post(JSON.stringify(other), 'application/json')).status).toBe(204);
    const kept = await listed();
    expect(kept.map(({ report }) => report)).toEqual([REPORT, other]);
    expect(Date.parse(kept[0]!.received)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps only a report's known fields: whatever else a page adds is dropped", async () => {
    const added = {
      ...REPORT,
      email: 'erika@example.com',
      url: '/de/?token=abc',
      message: 'Failed: 500',
      extra: {},
    };
    expect((await post(JSON.stringify(added))).status).toBe(204);
    const [kept] = await listed();
    expect(kept!.report).toEqual(REPORT);
    expect(JSON.stringify(store.reports)).not.toMatch(/@|token|Failed/);
  });

  it('refuses with 400 what is no report, and keeps nothing of it', async () => {
    const broken: [string, unknown][] = [
      ['not JSON', '{"kind":'],
      ['a list', [REPORT]],
      ['no kind', { ...REPORT, kind: undefined }],
      ['an unknown kind', { ...REPORT, kind: 'visitor-typed' }],
      ['without its release', { ...REPORT, release: undefined }],
      ['free text for a release', { ...REPORT, release: '1.4.0 erika@example.com' }],
      ['an address for a site', { ...REPORT, site: 'erika@example.com' }],
      ['an unknown element', { ...REPORT, element: 'my-widget' }],
      ['an unknown service', { ...REPORT, service: 'https://api.example/x' }],
      ['a status out of range', { ...REPORT, status: 1000 }],
      ['a duration that is no whole number', { ...REPORT, duration: '84' }],
      ['a required field of the kind missing', { ...REPORT, failure: undefined }],
      [
        'a chunk attempt of 0',
        { kind: 'chunk-failed', chunk: 'element', attempt: 0, release: '1.4.0', time: 1 },
      ],
    ];
    for (const [what, body] of broken) {
      const response = await post(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status, what).toBe(400);
    }
    expect(await listed()).toEqual([]);
  });

  it('refuses a body over its limit with 413, another type with 415, another site with 403', async () => {
    const padded = JSON.stringify({ ...REPORT, padding: 'x'.repeat(COLLECTOR_BODY_LIMIT_BYTES) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await post(padded)).status).toBe(413);
    expect((await post(JSON.stringify(REPORT), 'application/x-www-form-urlencoded')).status).toBe(415);
    const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    expect((await post(JSON.stringify(REPORT), undefined, crossSite)).status).toBe(403);
    expect(await listed()).toEqual([]);
  });

  it('takes its limit of reports per client in a window, then answers 429 with Retry-After', async () => {
    const body = JSON.stringify(REPORT);
    for (let sent = 0; sent < REPORT_COLLECTOR_LIMIT.limit; sent++)
      expect((await post(body)).status).toBe(204);
    const refused = await post(body);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(REPORT_COLLECTOR_LIMIT.windowMs / 1000);
    // The window passed, the client may report again.
    store.clockOffsetMs = REPORT_COLLECTOR_LIMIT.windowMs;
    expect((await post(body)).status).toBe(204);
  });

  it(`keeps the latest ${REPORTS_LISTED}`, async () => {
    for (let time = 0; time < REPORTS_LISTED + 2; time++)
      store.reports.push({ received: '', report: { kind: 'render-failed', release: '1.4.0', time } });
    const body = JSON.stringify({ ...REPORT, time: 999 });
    expect((await post(body)).status).toBe(204);
    const kept = await listed();
    expect(kept).toHaveLength(REPORTS_LISTED);
    expect(kept.at(-1)!.report.time).toBe(999);
    expect(kept[0]!.report.time).toBe(3);
  });
});
