import { report, type CallFailure, type ReportOrigin, type ServiceName } from '../elements/report.ts';
import { FetchError, isTimeout } from './fetch-error.ts';
import { ResponseError } from './response-error.ts';

/** What a report says of a failed call. */
export interface FailedCall {
  failure: CallFailure | 'unreadable';
  status?: number;
  /** Milliseconds from the call to its failure. */
  duration: number;
}

/**
 * How a call of `HttpClient` begun at `startedAt` (`performance.now()`) failed, from what it rejected with: a status,
 * no answer in time or at all, or an answer that is no JSON; undefined for any other error (not the call's).
 */
export function failedCall(error: unknown, startedAt: number): FailedCall | undefined {
  const duration = Math.round(performance.now() - startedAt);
  if (error instanceof ResponseError) return { failure: 'status', status: error.response.status, duration };
  if (error instanceof SyntaxError) return { failure: 'unreadable', duration };
  if (error instanceof FetchError) return { failure: isTimeout(error) ? 'timeout' : 'network', duration };
  return undefined;
}

/**
 * Reports a failed call of `service` for the element `origin`: the status and time it took, or an answer that
 * could not be read. Without a noted call (the client never rejected), what came was unreadable.
 */
export function reportFailedCall(
  service: ServiceName,
  call: FailedCall | undefined,
  origin?: ReportOrigin,
): void {
  if (!call || call.failure === 'unreadable')
    report({ kind: 'content-unreadable', service, skipped: 0 }, origin);
  else report({ kind: 'service-failed', service, ...call, failure: call.failure }, origin);
}
