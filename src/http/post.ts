import { Configuration } from './configuration.ts';
import { HttpClient } from './client.ts';
import type { RequestOptions } from './client.ts';

/** The per-call options `postJson` accepts; content type and credentials have defaults, the rest is optional. */
export type PostJsonInit = Pick<RequestOptions, 'headers' | 'credentials' | 'cache' | 'signal'>;

/**
 * The generic POST of SPEC §7 for services without a typed client: sends `body` as JSON with the cookies
 * (`credentials: 'include'`, since the services authenticate by cookie) and resolves with the parsed JSON
 * answer, or `undefined` for an empty one. Errors and time-out follow `HttpClient`.
 */
export function postJson<T>(url: string, body: unknown, init: PostJsonInit = {}): Promise<T | undefined> {
  const configuration = new Configuration({
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
  });
  return new HttpClient(configuration).json<T>({ ...init, path: url, method: 'POST', body });
}
