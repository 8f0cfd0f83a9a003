/**
 * The login service's contract (openapi/storefront-services.yaml, tag `login`): the customer login, the login
 * token's renewal and the long-term token, the header they insist on, and what a login's status means. Shared by
 * the clients (src/http/login-client.ts, src/session/renewal.ts) and the reference backend
 * (demo/backend/login.ts); no React, no DOM. The renewal's codes per status are the session's rules
 * (src/session/check.ts).
 */
export { CSRF_HEADER } from '../http/generated/constants/csrf-header.ts';
export { CSRF_HEADER_VALUE } from '../http/generated/constants/csrf-header-value.ts';
export { LOGIN_PATH } from '../http/generated/constants/login-path.ts';
export { LOGIN_RENEW_PATH } from '../http/generated/constants/login-renew-path.ts';
export { LONGTERM_TOKEN_PATH } from '../http/generated/constants/longterm-token-path.ts';

/** A login's (or a staff login renewal's) result: SUCCESS, UNAUTHORIZED or SERVICE_UNAVAILABLE. */
export type LoginResult = 'SUCCESS' | 'UNAUTHORIZED' | 'SERVICE_UNAVAILABLE';

/**
 * SUCCESS for 200, UNAUTHORIZED for 401, SERVICE_UNAVAILABLE for any other status or no answer (network
 * failure, the time-out). The status decides, not the body.
 */
export function loginResult(status: number | 'network'): LoginResult {
  if (status === 200) return 'SUCCESS';
  if (status === 401) return 'UNAUTHORIZED';
  return 'SERVICE_UNAVAILABLE';
}
