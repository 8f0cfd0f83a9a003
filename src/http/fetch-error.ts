/**
 * No response arrived: the network failed, the request was aborted, or it timed out. `cause` holds what
 * `fetch` rejected with.
 *
 * A time-out is deliberately not a class of its own: it is a `FetchError` whose `cause` is the abort reason,
 * a `DOMException` named `'TimeoutError'` (what `AbortSignal.timeout()` would give), so every caller that
 * handles network failures handles time-outs too. `isTimeout()` tells them apart when it matters.
 */
export class FetchError extends Error {
  /** Set explicitly: a minifier renames the class, and callers and logs rely on the name. */
  override readonly name = 'FetchError';

  // The shop's message for a network failure, identical to the typescript-fetch runtime's. Written here, not as a
  // constant: the build inlines exported constants only, and nothing else reads it (docs/decisions/0075).
  constructor(
    cause: unknown,
    message: string = 'The request failed and the interceptors did not return an alternative response',
  ) {
    super(message, { cause });
  }
}

/**
 * True for a `FetchError` caused by a time-out: the client's own, or a caller's `AbortSignal.timeout()`.
 * False for a plain abort, a network failure and any other error.
 */
export function isTimeout(error: unknown): boolean {
  if (!(error instanceof FetchError)) return false;
  const cause: unknown = error.cause;
  return typeof cause === 'object' && cause !== null && (cause as { name?: unknown }).name === 'TimeoutError';
}
