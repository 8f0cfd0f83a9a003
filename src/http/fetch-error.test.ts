import { describe, expect, it } from 'vitest';
import { FetchError, isTimeout } from './fetch-error.ts';

describe('FetchError', () => {
  it('is an Error named FetchError with the message of the error catalogue', () => {
    const error = new FetchError(new TypeError('Failed to fetch'));

    expect(error).toBeInstanceOf(FetchError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FetchError');
    expect(error.message).toBe(
      'The request failed and the interceptors did not return an alternative response',
    );
  });

  it('carries what fetch rejected with as its cause', () => {
    const cause = new TypeError('Failed to fetch');

    expect(new FetchError(cause).cause).toBe(cause);
  });

  it('keeps its name as an own property, so renaming the class in a minified build cannot change it', () => {
    expect(Object.getOwnPropertyDescriptor(new FetchError(null), 'name')?.value).toBe('FetchError');
  });
});

describe('isTimeout', () => {
  it('recognises a FetchError caused by a time-out', () => {
    expect(isTimeout(new FetchError(new DOMException('timed out', 'TimeoutError')))).toBe(true);
  });

  it('does not mistake an abort, a network failure or another error for a time-out', () => {
    expect(isTimeout(new FetchError(new DOMException('aborted', 'AbortError')))).toBe(false);
    expect(isTimeout(new FetchError(new TypeError('Failed to fetch')))).toBe(false);
    expect(isTimeout(new FetchError(undefined))).toBe(false);
    expect(isTimeout(new DOMException('timed out', 'TimeoutError'))).toBe(false);
  });
});
