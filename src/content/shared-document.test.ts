import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { adoptEarlyFetch, arrivedEarly, fetchEarly } from '../http/early-fetch.ts';
import { ResponseError } from '../http/response-error.ts';
import { loadSharedDocument, prepareSharedDocument, settledSharedDocument } from './shared-document.ts';

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

  it('takes over the request the loader started early, without a second one', async () => {
    const served = serve(200);
    fetchEarly(URL_PATH);
    fetchEarly(URL_PATH);
    expect(await loadSharedDocument(URL_PATH)).toEqual({ status: 'ok', content: { title: 'Footer' } });
    expect(served.count).toBe(1);
    // An element that comes later asks its own early request for nothing: the document is shared already.
    fetchEarly(URL_PATH);
    expect(await loadSharedDocument(URL_PATH)).toEqual({ status: 'ok', content: { title: 'Footer' } });
    expect(served.count).toBe(1);
  });

  it('reports an early request that failed once, then lets the next element try again', async () => {
    const served = serve(503, 200);
    fetchEarly(URL_PATH);
    expect((await loadSharedDocument(URL_PATH)).status).toBe('failed');
    expect(served.count).toBe(1);
    expect((await loadSharedDocument(URL_PATH)).status).toBe('ok');
    expect(served.count).toBe(2);
  });

  it('keeps a failure of a prepared document until the element has taken it: never a second request', async () => {
    const served = serve(503, 200);
    prepareSharedDocument(URL_PATH);
    prepareSharedDocument(URL_PATH);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await loadSharedDocument(URL_PATH)).status).toBe('failed');
    expect(served.count).toBe(1);
    // Taken by an element, the failure is forgotten: the next element asks again.
    expect((await loadSharedDocument(URL_PATH)).status).toBe('ok');
    expect(served.count).toBe(2);
  });

  it('gives a document that is in without waiting, never a failure', async () => {
    serve(500, 200);
    expect(settledSharedDocument(URL_PATH)).toBeUndefined();
    const failed = loadSharedDocument(URL_PATH);
    expect(settledSharedDocument(URL_PATH)).toBeUndefined();
    expect((await failed).status).toBe('failed');
    expect(settledSharedDocument(URL_PATH)).toBeUndefined();
    const result = await loadSharedDocument(URL_PATH);
    expect(settledSharedDocument(URL_PATH)).toBe(result);
  });

  it('gives the first render a document whose early request has arrived, before the client has read it', async () => {
    const served = serve(200);
    fetchEarly(URL_PATH);
    await vi.waitFor(() => expect(arrivedEarly(URL_PATH)).toBeDefined());
    prepareSharedDocument(URL_PATH); // the client takes the request over; its reading takes a few tasks
    const first = settledSharedDocument(URL_PATH);
    expect(first).toEqual({ status: 'ok', content: { title: 'Footer' } });
    // The next asker gets the very same result (so a render that had it is not repeated), and no request.
    expect(await loadSharedDocument(URL_PATH)).toBe(first);
    expect(settledSharedDocument(URL_PATH)).toBe(first);
    expect(served.count).toBe(1);
  });

  it('takes a document whose early request has arrived without the client reading and parsing it again', async () => {
    const served = serve(200);
    fetchEarly(URL_PATH);
    await vi.waitFor(() => expect(arrivedEarly(URL_PATH)).toBeDefined());
    prepareSharedDocument(URL_PATH);
    expect(await loadSharedDocument(URL_PATH)).toEqual({ status: 'ok', content: { title: 'Footer' } });
    // The early request was never taken over: it is still there for a plain GET of its address.
    expect(await (await adoptEarlyFetch(URL_PATH, {})).json()).toEqual({ title: 'Footer' });
    expect(served.count).toBe(1);
  });

  it.each([
    ['a server error', () => new HttpResponse('{"title":"Footer"}', { status: 500 })],
    ['broken JSON', () => new HttpResponse('{"title":', { status: 200 })],
    ['an empty body', () => new HttpResponse(null, { status: 204 })],
    ['a broken contentJSON', () => HttpResponse.json({ contentJSON: '{' })],
  ])('leaves an early answer with %s to the client, which reports it', async (_, answer) => {
    server.use(http.get(`*${URL_PATH}`, answer));
    fetchEarly(URL_PATH);
    await vi.waitFor(() => expect(arrivedEarly(URL_PATH)).toBeDefined());
    expect(settledSharedDocument(URL_PATH)).toBeUndefined();
    expect((await loadSharedDocument(URL_PATH)).status).toBe('failed');
  });

  it('says missing for a 404, with the status and the time the call took for the report', async () => {
    serve(404);
    expect(await loadSharedDocument(URL_PATH)).toEqual({
      status: 'missing',
      call: { error: expect.any(ResponseError) as ResponseError, duration: expect.any(Number) as number },
    });
  });
});
