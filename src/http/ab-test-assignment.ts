import { pageSingleton } from '../elements/registry.ts';
import { HttpClient } from './client.ts';
import { serviceUrl } from './service-base.ts';

/** SPEC §7: the A/B-test assignment service the footer calls when it loads. */
export const GETASSIGNMENT_PATH = '/service/abtestfrontend/api/v1/getassignment';

/**
 * Asks for the visitor's A/B-test assignment, once per page however many footers (and copies of the bundle)
 * it has: the page-wide registry keeps the request. Its answer and failures are ignored.
 */
export function pingAssignment(): void {
  pageSingleton('getassignment', () =>
    new HttpClient()
      .request({ path: serviceUrl(GETASSIGNMENT_PATH), credentials: 'include' })
      .catch(() => undefined),
  );
}
