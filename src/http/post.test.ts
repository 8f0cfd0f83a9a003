import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { FetchError, isTimeout } from './fetch-error.ts';
import { postJson } from './post.ts';
import { ResponseError } from './response-error.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('postJson', () => {
  it('POSTs the body as JSON and resolves with the parsed answer', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/test/generic', async ({ request }) => {
        seen(request.method, request.headers.get('content-type'), await request.json());
        return HttpResponse.json({ status: 'SUCCESS' });
      }),
    );

    const answer = await postJson<{ status: string }>('/test/generic', {
      previewDateTime: '2024-05-01T10:00',
    });

    expect(answer).toEqual({ status: 'SUCCESS' });
    expect(seen).toHaveBeenCalledWith('POST', 'application/json', { previewDateTime: '2024-05-01T10:00' });
  });

  it('sends the cookies along', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(http.post('*/test/generic', () => HttpResponse.json({})));

    await postJson('/test/generic', {});

    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', body: '{}' });
  });

  it('adds the caller’s headers to the JSON content type', async () => {
    const seen = vi.fn();
    server.use(
      http.post('*/test/generic', ({ request }) => {
        seen(request.headers.get('content-type'), request.headers.get('x-requested-with'));
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await postJson('/test/generic', {}, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });

    expect(seen).toHaveBeenCalledWith('application/json', 'XMLHttpRequest');
  });

  it('resolves with undefined for an empty answer', async () => {
    server.use(http.post('*/test/generic', () => new HttpResponse(null, { status: 201 })));

    await expect(postJson('/test/generic', {})).resolves.toBeUndefined();
  });

  it('rejects with a ResponseError for a status outside 2xx', async () => {
    server.use(http.post('*/test/generic', () => HttpResponse.json({ error: 'x' }, { status: 401 })));

    const error: unknown = await postJson('/test/generic', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).response.status).toBe(401);
  });

  it('rejects with a FetchError when the network fails', async () => {
    server.use(http.post('*/test/generic', () => HttpResponse.error()));

    await expect(postJson('/test/generic', {})).rejects.toBeInstanceOf(FetchError);
  });

  it('gives up after the 15 s time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const settled = vi.fn();
    const outcome = postJson('/test/generic', {}).catch((e: unknown) => {
      settled();
      return e;
    });

    await vi.advanceTimersByTimeAsync(14999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(isTimeout(await outcome)).toBe(true);
  });
});
