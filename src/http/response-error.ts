/**
 * The server answered, but not with a 2xx status. Carries the response so callers can branch on the status
 * or read an error body (e.g. the newsletter service's email-invalid type).
 */
export class ResponseError extends Error {
  /** Set explicitly: a minifier renames the class, and callers and logs rely on the name. */
  override readonly name = 'ResponseError';
  readonly response: Response;

  // The shop's message for an error status, identical to the typescript-fetch runtime's, so logs read the same
  // everywhere.
  constructor(response: Response, message: string = 'Response returned an error code') {
    super(message);
    this.response = response;
  }
}
