import { getResponse as mswGetResponse } from 'msw';
import { contractProblems, requestProblems } from './contract.ts';

/**
 * Every service answer a unit test sees, checked against the contract: the msw handlers' answers
 * (test/setup.ts listens to msw's `response:mocked`), the reference backend's answers through `getResponse`
 * below (its own tests) and through the demo server (`onServiceAnswer`). test/setup.ts fails a test after which
 * a problem is left. Only `/service/…` addresses are service calls; other mocks (a `content-src` elsewhere, the
 * HTTP client's own tests) are not the contract's business.
 */

/**
 * Marks a mock's answer as off the contract on purpose: a test of what the widgets do with a broken service (a
 * 200 with HTML, malformed JSON, the wrong shape). Only such answers may break the contract.
 */
const OFF_CONTRACT_HEADER = 'X-Test-Off-Contract';

export function offContract(response: Response): Response {
  response.headers.set(OFF_CONTRACT_HEADER, 'on purpose');
  return response;
}

/**
 * The checks to run, kept until `takeContractProblems`: nothing but a clone is made while the test runs, so the
 * checks (loading the document, compiling its schemas) never add to the time a test measures.
 */
const queued: (() => Promise<string[]> | string[])[] = [];

/**
 * Checks a request the widgets sent: its headers, query and path parameters (test/setup.ts, for every request an
 * msw handler answers). The reference backend's own tests send broken requests on purpose and are not checked.
 */
export function checkRequest(request: Request): void {
  if (!new URL(request.url).pathname.startsWith('/service/')) return;
  const { method, url } = request;
  const headers = new Headers(request.headers);
  queued.push(() => requestProblems(method, url, headers));
}

/** Checks an answer, later: `takeContractProblems` runs the check. */
export function checkAnswer(method: string, url: string, response: Response): void {
  // A network failure (HttpResponse.error()) is no answer at all.
  if (response.type === 'error' || response.status === 0) return;
  if (response.headers.has(OFF_CONTRACT_HEADER)) return;
  if (!new URL(url, 'http://base.invalid').pathname.startsWith('/service/')) return;
  // Cloned now: the caller goes on to read the original.
  const copy = response.clone();
  queued.push(() =>
    contractProblems(method, url, copy).catch((error: unknown) => [
      `${method} ${url}: the check failed: ${String(error)}`,
    ]),
  );
}

/** The problems of every request and answer seen since the last call. */
export async function takeContractProblems(): Promise<string[]> {
  const problems: string[] = [];
  while (queued.length > 0) {
    for (const check of queued.splice(0)) problems.push(...(await check()));
  }
  return problems;
}

/** msw's `getResponse`, with the answer checked: the reference backend's tests call its handlers through it. */
export const getResponse: typeof mswGetResponse = async (handlers, request, ...rest) => {
  const response = await mswGetResponse(handlers, request, ...rest);
  if (response) checkAnswer(request.method, request.url, response);
  return response;
};
