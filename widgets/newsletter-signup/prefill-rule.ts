import { LOGIN_TOKEN_COOKIE } from '../../src/contract/cookies.ts';
import { hasCookie } from '../../src/platform/cookies.ts';

/**
 * A logged-in customer's block is prefilled in the browser (the server knows no customer): a server-rendered
 * block, alone or in the footer, is taken over at once rather than on the visitor's first focus.
 */
export function prefillsInBrowser(): boolean {
  return hasCookie(LOGIN_TOKEN_COOKIE);
}
