import { abortAfter } from './request-timeout.ts';
import { credentialsFor, pageUrl, serviceUrl } from './service-base.ts';

/**
 * Why a GET made without the HTTP client gave no answer to read: the answer (not 2xx, as the client's
 * `isSuccessStatus`), or what stopped it (no network, the time-out's reason). `psdata-client.ts` reads them as the
 * client's errors.
 */
export type Unanswered = { answer: Response } | { cause: unknown };

/**
 * GETs the service path `path` without the HTTP client, under its rules: the services setting, the address resolved
 * against the page, the visitor's cookies only where the page allows them, the 15 s time-out (after an abort, its
 * reason is the cause, whatever the fetch implementation rejected with). Resolves with the answer's text (read
 * whole, so the browser lets the answer go) or why there is none; never rejects.
 *
 * For the calls made before any element's code: the client is a chunk of its own, which a visitor who only scrolls
 * a server-rendered page would otherwise download for them (docs/decisions/0101, docs/decisions/0107). A page with
 * middleware of its own gets those calls through the client instead, so its middleware see them.
 */
export async function plainGet(
  path: string,
  init: Pick<RequestInit, 'cache' | 'headers'> = {},
): Promise<string | Unanswered> {
  const url = pageUrl(serviceUrl(path));
  const controller = new AbortController();
  const timer = abortAfter(controller);
  try {
    const answer = await fetch(url, {
      ...init,
      credentials: credentialsFor(url, 'include'),
      signal: controller.signal,
    });
    return answer.ok ? await answer.text() : { answer };
  } catch (cause) {
    return { cause: controller.signal.aborted ? controller.signal.reason : cause };
  } finally {
    clearTimeout(timer);
  }
}
