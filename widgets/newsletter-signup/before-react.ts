import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { hasCookie } from '../../src/platform/cookies.ts';

/** A logged-in customer's block is prefilled in the browser: the server knows no customer. */
const prefillsInBrowser = (): boolean => hasCookie(LOGIN_TOKEN_COOKIE);

/**
 * A server-rendered sign-up block before React, alone or in the footer: its nodes need nothing, but when
 * `prefillsInBrowser` they are stale (true), and React takes the block over at once rather than on the visitor's
 * first focus.
 */
export function signupBeforeReact(): boolean {
  return prefillsInBrowser();
}
