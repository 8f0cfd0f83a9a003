import { PSDATA_PATH } from '../contract/customer-data.ts';
import { HttpClient, type RequestOptions } from './client.ts';
import { Configuration } from './configuration.ts';
import { reportFailedCall } from './failed-call.ts';
import { FetchError } from './fetch-error.ts';
import type { Unanswered } from './plain-get.ts';
import { ResponseError } from './response-error.ts';
import { describeFailure, serviceWarning } from './service-failure.ts';
import { serviceUrl } from './service-base.ts';

/*
 * What `customerData` (psdata.ts) needs of the HTTP client, whose chunk it imports only then: the request for a
 * page with middleware of its own, and the warning and the report of a request that failed, with the client or
 * without it.
 */

/** A failed psdata request: what the client or the answer's reading threw, or what a request without it got. */
export type PsdataFailure = { error: unknown } | { unanswered: Unanswered };

/** psdata through the client, sent as `request` says, as its JSON (`undefined` for an empty answer). */
export function requestCustomerData(request: Pick<RequestOptions, 'cache' | 'headers'>): Promise<unknown> {
  return new HttpClient(new Configuration({ credentials: 'include' })).json<unknown>({
    path: PSDATA_PATH,
    ...request,
  });
}

/**
 * One console warning and a report for a psdata request that failed after `duration` ms, a request without the
 * client read as the client's errors (`ResponseError`, `FetchError`). The reason only: the answer may hold
 * personal data, so neither it nor the error object is logged; the address holds no personal data (no query): it
 * is the service's own path under the page's setting.
 */
export function noCustomerData(failure: PsdataFailure, duration: number): void {
  const error =
    'error' in failure
      ? failure.error
      : 'answer' in failure.unanswered
        ? new ResponseError(failure.unanswered.answer)
        : new FetchError(failure.unanswered.cause);
  console.warn(
    serviceWarning('[storefront-widgets] no customer data', serviceUrl(PSDATA_PATH), describeFailure(error)),
  );
  reportFailedCall('customerfrontenddata', { error, duration });
}
