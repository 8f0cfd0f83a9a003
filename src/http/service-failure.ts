import { REQUEST_TIMEOUT_MS } from './request-timeout.ts';
import { FetchError, isTimeout } from './fetch-error.ts';
import { ResponseError } from './response-error.ts';
import { SERVICES_META_NAME } from './service-base.ts';

/**
 * What went wrong with a service call, for the console: the status the service answered, or why no answer
 * arrived. Never the answer's body or the error object, which may hold personal data.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof ResponseError) {
    const { status, statusText } = error.response;
    return `the service answered ${status}${statusText ? ` ${statusText}` : ''}`;
  }
  if (isTimeout(error)) return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  if (error instanceof FetchError) {
    return 'no answer (a network failure, or an answer from another origin without CORS headers for this page)';
  }
  if (error instanceof SyntaxError) {
    return 'the answer is not JSON (an HTML page: is the address forwarded to the service?)';
  }
  return 'unexpected error';
}

/** The reason of a document that is not there (404). */
export const NOT_FOUND = 'the service answered 404';

/**
 * What an integrator checks when a service call fails (docs/guides/services.md, "Where the services are").
 * @internal Test seam: the tests check the warnings end with it.
 */
export const SERVICE_CHECK = `Check <meta name="${SERVICES_META_NAME}">, content-src or api-base, the forwarding of /service/, and CORS for a service on another origin.`;

/** One console warning for a failed service call: what is missing, the address, what happened, what to check. */
export function serviceWarning(subject: string, url: string, reason: string): string {
  return `${subject} from ${url}: ${reason}. ${SERVICE_CHECK}`;
}
