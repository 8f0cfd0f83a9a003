import { describe, expect, it } from 'vitest';
import { ResponseError } from './response-error.ts';

describe('ResponseError', () => {
  it('is an Error named ResponseError with the message of the error catalogue', () => {
    const error = new ResponseError(new Response(null, { status: 500 }));

    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ResponseError');
    expect(error.message).toBe('Response returned an error code');
    expect(String(error)).toBe('ResponseError: Response returned an error code');
  });

  it('carries the response so callers can branch on its status', () => {
    const response = new Response(null, { status: 404 });

    expect(new ResponseError(response).response).toBe(response);
  });

  it('keeps its name as an own property, so renaming the class in a minified build cannot change it', () => {
    expect(Object.getOwnPropertyDescriptor(new ResponseError(new Response()), 'name')?.value).toBe(
      'ResponseError',
    );
  });
});
