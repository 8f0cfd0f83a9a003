import { pageSingleton } from '../elements/registry.ts';
import { HttpClient } from './client.ts';
import { GETASSIGNMENT_PATH } from '../contract/ab-test.ts';

/**
 * Asks for the visitor's A/B-test assignment, once per page however many footers (and copies of the bundle)
 * it has: the page-wide registry keeps the request. Its answer and failures are ignored.
 */
export function pingAssignment(): void {
  pageSingleton('getassignment', () =>
    new HttpClient().request({ path: GETASSIGNMENT_PATH, credentials: 'include' }).catch(() => undefined),
  );
}
