import { GETASSIGNMENT_PATH } from '../contract/ab-test.ts';
import { pageSingleton } from '../elements/registry.ts';
import { pageMiddleware } from './page-middleware.ts';
import { plainGet } from './plain-get.ts';

/**
 * Asks for the visitor's A/B-test assignment, once per page however many footers (and copies of the bundle)
 * it has: the page-wide registry keeps the request. Its answer and failures are ignored.
 *
 * A server-rendered footer asks before any of its code, so the ping does without the HTTP client (`plainGet`, under
 * the client's rules; docs/decisions/0101). A page with middleware of its own gets the call through the client, so
 * its middleware see it as every other.
 */
export function pingAssignment(): void {
  pageSingleton('getassignment', () => {
    if (pageMiddleware().length > 0)
      return import('./ab-test-assignment-client.ts')
        .then(({ requestAssignment }) => requestAssignment())
        .catch(() => undefined);
    return plainGet(GETASSIGNMENT_PATH);
  });
}
