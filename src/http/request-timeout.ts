/*
 * The time-out every request of the widgets has, the client's and the plain requests the loader makes before any
 * element's code (the customer data, the A/B ping, the early requests) alike: in the loader chunk, where the
 * client's settings (configuration.ts) are not.
 */
/** Every call of the widgets gives up after 15 s, so a hung service never freezes a form. */
export const REQUEST_TIMEOUT_MS = 15000;

/**
 * Aborts `controller` with a `TimeoutError` after `timeoutMs`; returns the timer, which the caller clears once the
 * whole answer is in. Every request of the widgets gives up this way.
 */
export function abortAfter(controller: AbortController, timeoutMs: number = REQUEST_TIMEOUT_MS) {
  return setTimeout(() => {
    controller.abort(new DOMException(`The request timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
}
