import { GETASSIGNMENT_PATH } from '../contract/ab-test.ts';
import { pageSingleton } from '../elements/registry.ts';
import { abortAfter } from './configuration.ts';
import { pageMiddleware } from './page-middleware.ts';
import { credentialsFor, pageUrl, serviceUrl } from './service-base.ts';

/**
 * Asks for the visitor's A/B-test assignment, once per page however many footers (and copies of the bundle)
 * it has: the page-wide registry keeps the request. Its answer and failures are ignored.
 *
 * A server-rendered footer asks before any of its code, so the ping does without the HTTP client, which a
 * visitor who only scrolls would otherwise download for it (docs/decisions/0101): a plain GET under the client's
 * rules (the services setting, the visitor's cookies only where the page allows them, the time-out, the body read
 * so the browser lets the answer go). A page with middleware of its own gets the call through the client, so its
 * middleware see it as every other.
 */
export function pingAssignment(): void {
  pageSingleton('getassignment', () => {
    if (pageMiddleware().length > 0)
      return import('./ab-test-assignment-client.ts')
        .then(({ requestAssignment }) => requestAssignment())
        .catch(() => undefined);
    const url = pageUrl(serviceUrl(GETASSIGNMENT_PATH));
    const controller = new AbortController();
    const timer = abortAfter(controller);
    return fetch(url, { credentials: credentialsFor(url, 'include'), signal: controller.signal })
      .then((answer) => answer.text())
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  });
}
