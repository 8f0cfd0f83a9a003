import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { hasCookie } from '../../src/platform/cookies.ts';

/**
 * A logged-in customer's block is prefilled in the browser (the server knows no customer). It is the sign-up
 * block's step before React, alone or in the footer: true, the server's nodes are stale and
 * React takes the block over at once rather than on the visitor's first focus.
 */
export function signupBeforeReact(): boolean {
  return hasCookie(LOGIN_TOKEN_COOKIE);
}
