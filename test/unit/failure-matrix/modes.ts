import { delay, HttpResponse } from 'msw';
import { offContract } from '../../contract/answers.ts';

/**
 * The failure modes of the matrix: every endpoint of `endpoints.tsx` is tried with each of them.
 * The answers are what real services, gateways and proxies send, not the reference backend's own errors.
 */
export type ModeId =
  | 'network'
  | 'timeout'
  | '400'
  | '401'
  | '403'
  | '404'
  | '409'
  | '429'
  | '500'
  | '502'
  | '503'
  | 'malformed-json'
  | 'html-page'
  | 'wrong-shape'
  | 'empty-204';

export interface FailureMode {
  id: ModeId;
  /** Completes "…after <title>" in the test names. */
  title: string;
  /** The answer, as an msw resolver result. */
  answer: () => Response | Promise<Response>;
  /** The service never answers: the 15 s time-out of the client has to end the call. */
  hangs?: true;
  /**
   * What a browser does with an `<img>` given this answer: `error` (nothing it can decode), or `pending`
   * (no answer yet). happy-dom loads no images, so the image rows replay this event themselves.
   */
  image: 'error' | 'pending';
}

/** An RFC 9457 problem document, as most of the shop's services answer errors. */
function problem(status: number, title: string, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(
    { type: 'about:blank', title, status },
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );
}

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Error</title></head>' +
  '<body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>';

export const FAILURE_MODES: readonly FailureMode[] = [
  { id: 'network', title: 'a network failure', answer: () => HttpResponse.error(), image: 'error' },
  {
    id: 'timeout',
    title: 'no answer until the 15 s time-out',
    answer: async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    hangs: true,
    image: 'pending',
  },
  { id: '400', title: '400 Bad Request', answer: () => problem(400, 'Bad Request'), image: 'error' },
  { id: '401', title: '401 Unauthorized', answer: () => problem(401, 'Unauthorized'), image: 'error' },
  { id: '403', title: '403 Forbidden', answer: () => problem(403, 'Forbidden'), image: 'error' },
  { id: '404', title: '404 Not Found', answer: () => problem(404, 'Not Found'), image: 'error' },
  { id: '409', title: '409 Conflict', answer: () => problem(409, 'Conflict'), image: 'error' },
  {
    id: '429',
    title: '429 Too Many Requests with Retry-After',
    answer: () => problem(429, 'Too Many Requests', { 'Retry-After': '30' }),
    image: 'error',
  },
  {
    id: '500',
    title: '500 Internal Server Error',
    answer: () => problem(500, 'Internal Server Error'),
    image: 'error',
  },
  {
    id: '502',
    title: '502 Bad Gateway with the proxy’s HTML page',
    answer: () =>
      new HttpResponse(HTML_ERROR_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    image: 'error',
  },
  {
    id: '503',
    title: '503 Service Unavailable with Retry-After',
    answer: () =>
      new HttpResponse('Service Unavailable', {
        status: 503,
        headers: { 'Content-Type': 'text/plain', 'Retry-After': '120' },
      }),
    image: 'error',
  },
  {
    id: 'malformed-json',
    title: 'a 200 with malformed JSON',
    // Cut off after a promising start: nothing may be read from a body that does not parse.
    // Off the service contract on purpose, like the next three: a 2xx the contract does not allow.
    answer: () =>
      offContract(
        new HttpResponse('{"status":"SUCCESS","contentJSON":"{', {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    image: 'error',
  },
  {
    id: 'html-page',
    title: 'a 200 with an HTML error page',
    answer: () =>
      offContract(new HttpResponse(HTML_ERROR_PAGE, { headers: { 'Content-Type': 'text/html' } })),
    image: 'error',
  },
  {
    id: 'wrong-shape',
    title: 'a 200 with a body of the wrong shape',
    // An error object delivered with 200 (a misconfigured gateway): valid JSON, no field where one is expected,
    // and `status` a number where the services send a word.
    answer: () =>
      offContract(
        HttpResponse.json({
          timestamp: '2026-12-01T10:00:00.000Z',
          status: 500,
          error: 'Internal Server Error',
          path: '/',
        }),
      ),
    image: 'error',
  },
  {
    id: 'empty-204',
    title: 'an empty 204',
    answer: () => offContract(new HttpResponse(null, { status: 204 })),
    image: 'error',
  },
];
