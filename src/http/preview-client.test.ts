import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract } from '../../test/contract/answers.ts';
import { server } from '../../test/msw.ts';
import { PreviewClient } from './preview-client.ts';

const client = new PreviewClient();

type Fault = [name: string, answer: () => Response | Promise<Response>];

/** What a broken service sends: off the service contract on purpose. */
const FAULTS: Fault[] = (
  [
    ['a network failure', () => HttpResponse.error()],
    ['400', () => HttpResponse.json({}, { status: 400 })],
    ['401', () => HttpResponse.json({}, { status: 401 })],
    ['403', () => HttpResponse.json({}, { status: 403 })],
    ['404', () => HttpResponse.json({}, { status: 404 })],
    ['500', () => HttpResponse.json({}, { status: 500 })],
    ['503', () => HttpResponse.json({}, { status: 503 })],
    ['malformed JSON', () => new HttpResponse('{', { headers: { 'Content-Type': 'application/json' } })],
    ['an HTML page', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })],
  ] satisfies Fault[]
).map(([name, answer]): Fault => [name, async () => offContract(await answer())]);

/** What each call must answer for each fault (the preview statuses and login results). */
const EXPECTED: Record<string, { checkAuth: string; renew: string; token: string }> = {
  'a network failure': { checkAuth: 'INTERNAL_ERROR', renew: 'SERVICE_UNAVAILABLE', token: 'INTERNAL_ERROR' },
  '400': { checkAuth: 'BAD_REQUEST', renew: 'SERVICE_UNAVAILABLE', token: 'BAD_REQUEST' },
  '401': { checkAuth: 'UNAUTHORIZED', renew: 'UNAUTHORIZED', token: 'UNAUTHORIZED' },
  '403': { checkAuth: 'UNAUTHORIZED', renew: 'SERVICE_UNAVAILABLE', token: 'UNAUTHORIZED' },
  '404': { checkAuth: 'INTERNAL_ERROR', renew: 'SERVICE_UNAVAILABLE', token: 'INTERNAL_ERROR' },
  '500': { checkAuth: 'INTERNAL_ERROR', renew: 'SERVICE_UNAVAILABLE', token: 'INTERNAL_ERROR' },
  '503': { checkAuth: 'INTERNAL_ERROR', renew: 'SERVICE_UNAVAILABLE', token: 'INTERNAL_ERROR' },
  'malformed JSON': { checkAuth: 'INTERNAL_ERROR', renew: 'SUCCESS', token: 'INTERNAL_ERROR' },
  'an HTML page': { checkAuth: 'INTERNAL_ERROR', renew: 'SUCCESS', token: 'INTERNAL_ERROR' },
};

afterEach(() => {
  vi.useRealTimers();
});

describe.each(FAULTS)('the preview client after %s', (name, answer) => {
  it('check-auth answers the defined status', async () => {
    server.use(http.get('*/service/preview/api/auth/checkauth', answer));
    expect((await client.checkAuth()).status).toBe(EXPECTED[name]!.checkAuth);
  });

  it('login renew answers the defined login result', async () => {
    server.use(http.get('*/service/preview/api/auth/login/renew', answer));
    expect(await client.renewLogin()).toBe(EXPECTED[name]!.renew);
  });

  it('the token call answers the defined status', async () => {
    server.use(http.post('*/service/preview/api/token', answer));
    expect(await client.setPreview('t', 'g', '2026-12-01T10:00:00.000Z')).toBe(EXPECTED[name]!.token);
  });

  it('logout settles quietly', async () => {
    server.use(http.get('*/service/preview/api/auth/logout', answer));
    await expect(client.logout()).resolves.toBeUndefined();
  });

  it('the test list rejects, for the panel failure state', async () => {
    server.use(http.get('*/service/abtestfrontend/api/v1/gettestsat', answer));
    await expect(client.testsAt('2026-12-01T10:00:00.000Z')).rejects.toBeInstanceOf(Error);
  });
});

describe('the preview client, slow services', () => {
  it.each([
    [
      'check-auth',
      'get',
      '*/service/preview/api/auth/checkauth',
      () => client.checkAuth().then((r) => r.status),
      'INTERNAL_ERROR',
    ],
    [
      'login renew',
      'get',
      '*/service/preview/api/auth/login/renew',
      () => client.renewLogin(),
      'SERVICE_UNAVAILABLE',
    ],
    [
      'the token call',
      'post',
      '*/service/preview/api/token',
      () => client.setPreview('', '', 'x'),
      'INTERNAL_ERROR',
    ],
  ] as const)(
    '%s gives up after the 15 s time-out with the defined answer',
    async (_name, method, path, call, expected) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      server.use(
        http[method](path, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const pending = call();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toBe(expected);
    },
  );

  it('the test list rejects after the time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('*/service/abtestfrontend/api/v1/gettestsat', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const pending = client.testsAt('2026-12-01T10:00:00.000Z');
    const settled = pending.then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await settled).toBe('rejected');
  });
});

describe('the preview client, answers of the wrong shape', () => {
  it.each([{ tests: [] }, [{ name: 1 }], [{ name: 'x' }], 'text'])(
    'refuses the test list %j',
    async (body) => {
      server.use(
        http.get('*/service/abtestfrontend/api/v1/gettestsat', () => offContract(HttpResponse.json(body))),
      );
      await expect(client.testsAt('2026-12-01T10:00:00.000Z')).rejects.toThrow(/A\/B tests/);
    },
  );

  it('reads an unknown check-auth status as an internal error', async () => {
    server.use(
      http.get('*/service/preview/api/auth/checkauth', () =>
        offContract(HttpResponse.json({ status: 'MAYBE' })),
      ),
    );
    expect((await client.checkAuth()).status).toBe('INTERNAL_ERROR');
  });
});

describe('the preview client, logout', () => {
  const answerLogout = (answer: () => Response) =>
    server.use(http.get('*/service/preview/api/auth/logout', answer));
  const success = () => HttpResponse.json({ status: 'SUCCESS' });

  it('asks for a call that outlives the page, so a reload right after the click still logs out', async () => {
    answerLogout(success);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await client.logout();
    expect(fetchSpy.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true]);
  });

  it('goes again as an ordinary call where the browser refuses one that outlives the page', async () => {
    answerLogout(success);
    const browserFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.keepalive)
        return Promise.reject(
          new TypeError('Preflight request for request with keepalive specified is currently not supported'),
        );
      return browserFetch(input, init);
    });
    await client.logout();
    expect(fetchSpy.mock.calls.map(([, init]) => Boolean(init?.keepalive))).toEqual([true, false]);
    expect(await fetchSpy.mock.results[1]?.value).toHaveProperty('status', 200);
  });

  it.each([
    { after: 'an answer of any status', answer: () => HttpResponse.json({}, { status: 500 }), calls: 1 },
    { after: 'no answer', answer: () => HttpResponse.error(), calls: 2 },
  ])('after $after, makes $calls request(s) in all', async ({ answer, calls }) => {
    let requests = 0;
    answerLogout(() => {
      requests += 1;
      return offContract(answer());
    });
    await client.logout();
    expect(requests).toBe(calls);
  });
});
