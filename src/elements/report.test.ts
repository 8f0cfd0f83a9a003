import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noteDocumentProblems } from '../content/document-problems.ts';
import { failedCall, reportFailedCall } from '../http/failed-call.ts';
import { FetchError } from '../http/fetch-error.ts';
import { ResponseError } from '../http/response-error.ts';
import { pageGlobal, resetPageRegistryForTests } from './registry.ts';
import type { Report } from './report-facts.ts';
import { report } from './report.ts';

/** As README's "Monitoring" names them. */
const REPORT_EVENT = 'storefront-widgets:report';
const REPORTS_KEPT = 50;

const page = () => globalThis as { storefrontWidgets?: { reports?: Report[]; middleware?: unknown } };

/** The reports once `count` of them have been published (the channel is a chunk of its own: they arrive later). */
async function reports(count: number): Promise<Report[]> {
  await vi.waitFor(() => expect(page().storefrontWidgets?.reports).toHaveLength(count));
  return page().storefrontWidgets!.reports!;
}

beforeEach(() => {
  delete page().storefrontWidgets;
  resetPageRegistryForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the report channel', () => {
  it('dispatches each report on document and keeps it in window.storefrontWidgets.reports', async () => {
    const heard: Report[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<Report>).detail);
    document.addEventListener(REPORT_EVENT, listener);
    report({ kind: 'chunk-failed', chunk: 'element', attempt: 1 }, 'shop-footer', {
      site: 'DE',
      contentSrc: '',
    });
    const [kept] = await reports(1);
    document.removeEventListener(REPORT_EVENT, listener);
    expect(kept).toEqual({
      kind: 'chunk-failed',
      chunk: 'element',
      attempt: 1,
      element: 'shop-footer',
      site: 'DE',
      release: __SW_VERSION__,
      time: expect.any(Number) as number,
    });
    expect(heard).toEqual([kept]);
  });

  it(`keeps the latest ${REPORTS_KEPT} reports, the oldest going first`, async () => {
    for (let attempt = 1; attempt <= REPORTS_KEPT + 10; attempt++)
      report({ kind: 'chunk-failed', chunk: 'element', attempt });
    const kept = await vi.waitFor(async () => {
      const list = await reports(REPORTS_KEPT);
      expect(list.at(-1)).toMatchObject({ attempt: REPORTS_KEPT + 10 });
      return list;
    });
    expect(kept[0]).toMatchObject({ attempt: 11 });
  });

  it('leaves what the page put on window.storefrontWidgets as it was, and adds to it', async () => {
    const middleware = [{}];
    page().storefrontWidgets = { middleware };
    report({ kind: 'render-failed' }, 'country-switcher', { site: 'AT' });
    await reports(1);
    expect(pageGlobal().middleware).toBe(middleware);
  });
});

describe('what a report never carries', () => {
  const email = 'erika.mustermann@example.com';
  const token = 'eyJhbGciOiJIUzI1NiJ9.secret';
  const url = `https://cms.example.com/footer.json?email=${encodeURIComponent(email)}&token=${token}`;

  it('holds no email address, token, query string or address in any kind of report', async () => {
    const tag = 'shop-footer';
    // The whole configuration, its own address included: only its site goes into a report.
    const config = { site: 'DE', contentSrc: url };
    const of = {
      missing: '<shop-footer> no footer content',
      parts: 'parts',
      url,
      contentSrc: url,
      tag,
      config,
    };
    const started = performance.now();
    const answered = new ResponseError(new Response(`{"email":"${email}"}`, { status: 500 }), email);
    const refused = new FetchError(new TypeError(`Failed to fetch ${url}`));
    const timedOut = new FetchError(new DOMException(`timed out ${url}`, 'TimeoutError'));
    const notJson = new SyntaxError(`Unexpected token in ${email}`);
    reportFailedCall('newsletter', failedCall(answered, started), tag, config);
    reportFailedCall('customerfrontenddata', failedCall(refused, started));
    reportFailedCall('footer', failedCall(timedOut, started), tag, config);
    reportFailedCall('footer', failedCall(notJson, started), tag, config);
    noteDocumentProblems(
      of,
      { status: 'failed', reason: email, call: failedCall(answered, started) },
      false,
      [],
    );
    noteDocumentProblems(
      { ...of, url: `${url}&b` },
      {
        status: 'missing',
        call: failedCall(new ResponseError(new Response('', { status: 404 }), url), started),
      },
      false,
      [],
    );
    noteDocumentProblems({ ...of, url: `${url}&c` }, { status: 'ok', content: { email } }, false, [
      email,
      token,
    ]);
    report(
      { kind: 'takeover-failed', cause: 'other-release', redrawn: true, drawnBy: `0.0.9?${email}` },
      tag,
      config,
    );
    report({ kind: 'takeover-failed', cause: 'error', redrawn: false }, tag, config);
    report({ kind: 'chunk-failed', chunk: 'takeover', attempt: 2 }, tag, config);
    report({ kind: 'render-failed' }, tag, config);
    report({ kind: 'releases-differ', definedBy: '0.0.9' });

    const all = await reports(13);
    // Every kind a report can have is here.
    expect(new Set(all.map((each) => each.kind))).toEqual(
      new Set([
        'service-failed',
        'content-unreadable',
        'takeover-failed',
        'chunk-failed',
        'render-failed',
        'releases-differ',
      ]),
    );
    expect(
      all.filter((each) => each.kind === 'service-failed').map((each) => 'failure' in each && each.failure),
    ).toEqual(['status', 'network', 'timeout', 'status', 'status']);
    for (const each of all) {
      const text = JSON.stringify(each);
      expect(text).not.toMatch(/@/);
      expect(text).not.toMatch(/eyJ|secret|token=/i);
      expect(text).not.toMatch(/\?|&|=/);
      expect(text).not.toMatch(/https?:|\/\//);
    }
  });
});
