import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { loadSharedDocument } from './shared-document.ts';

const URL_PATH = '/test/shared-document.json';

/** Answers with `statuses` in turn (200 gives a document) and counts the requests. */
function serve(...statuses: number[]) {
  const served = { count: 0 };
  server.use(
    http.get(`*${URL_PATH}`, () => {
      const status = statuses[Math.min(served.count, statuses.length - 1)]!;
      served.count += 1;
      return status === 200 ? HttpResponse.json({ title: 'Footer' }) : new HttpResponse(null, { status });
    }),
  );
  return served;
}

afterEach(() => resetPageRegistryForTests());

describe('loadSharedDocument', () => {
  it('makes one request however many elements ask', async () => {
    const served = serve(200);
    const results = await Promise.all([loadSharedDocument(URL_PATH), loadSharedDocument(URL_PATH)]);
    expect(results).toEqual([
      { status: 'ok', content: { title: 'Footer' } },
      { status: 'ok', content: { title: 'Footer' } },
    ]);
    expect(served.count).toBe(1);
  });

  it('lets the next element try again after a failure', async () => {
    const served = serve(500, 200);
    expect((await loadSharedDocument(URL_PATH)).status).toBe('failed');
    expect((await loadSharedDocument(URL_PATH)).status).toBe('ok');
    expect(served.count).toBe(2);
  });

  it('hands a prefetched document to the element without a second request', async () => {
    const served = serve(200);
    await loadSharedDocument(URL_PATH, { prefetch: true });
    expect(await loadSharedDocument(URL_PATH)).toEqual({ status: 'ok', content: { title: 'Footer' } });
    expect(served.count).toBe(1);
  });

  it('keeps a prefetch that failed until an element has taken it: prefetching never doubles a failing request', async () => {
    const served = serve(503, 200);
    expect((await loadSharedDocument(URL_PATH, { prefetch: true })).status).toBe('failed');
    expect((await loadSharedDocument(URL_PATH, { prefetch: true })).status).toBe('failed');
    expect((await loadSharedDocument(URL_PATH)).status).toBe('failed');
    expect(served.count).toBe(1);
    // Taken by an element, the failure is forgotten: the next element asks again.
    expect((await loadSharedDocument(URL_PATH)).status).toBe('ok');
    expect(served.count).toBe(2);
  });

  it('says missing for a 404', async () => {
    serve(404);
    expect(await loadSharedDocument(URL_PATH)).toEqual({ status: 'missing' });
  });
});
