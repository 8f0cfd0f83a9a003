import type { ServiceName } from '../elements/report-facts.ts';
import { report } from '../elements/report.ts';

/** A call that failed: what its client rejected with, and how long it took. */
export interface FailedCall {
  error: unknown;
  /** Milliseconds from the call to its failure. */
  duration: number;
}

/** The failed call begun at `startedAt` (`performance.now()`) that rejected with `error`, taken now. */
export const failedCall = (error: unknown, startedAt: number): FailedCall => ({
  error,
  duration: performance.now() - startedAt,
});

/**
 * Reports a failed call of `service` for the element `tag` (and its `config`'s site): its status or the time it
 * took (the channel reads them, `report-channel.ts`). Without a call (an answer came, with no document in it), what
 * came could not be read.
 */
export function reportFailedCall(
  service: ServiceName,
  call?: FailedCall,
  tag?: string,
  config?: object,
): void {
  report({ kind: 'call-failed', service, ...call }, tag, config);
}
