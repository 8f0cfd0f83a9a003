import { GETASSIGNMENT_PATH } from '../contract/ab-test.ts';
import { HttpClient } from './client.ts';

/**
 * The A/B-test assignment asked for through the HTTP client, for a page with middleware of its own
 * (`pingAssignment`): a chunk of its own, so the client's chunk is imported as it is, not as a module object.
 */
export function requestAssignment(): Promise<unknown> {
  return new HttpClient().request({ path: GETASSIGNMENT_PATH, credentials: 'include' });
}
