/**
 * The cookies the services set and read (openapi/storefront-services.yaml, the cookie parameters), shared by the
 * widgets' cookie readers (src/platform/cookies.ts, the session renewal, the sign-up form's prefill) and the
 * reference backend (demo/backend/login.ts, customer.ts, preview.ts). No code, only constants: the loader reads
 * it, and a contract module with code would follow it into the loader's chunk (docs/decisions/0072).
 */
export { COBRA_AUTH_TOKEN_COOKIE } from '../http/generated/constants/cobra-auth-token-cookie.ts';
export { LOGIN_TOKEN_COOKIE } from '../http/generated/constants/login-token-cookie.ts';
export { STAFF_AUTH_TOKEN_COOKIE } from '../http/generated/constants/staff-auth-token-cookie.ts';

/**
 * The cookie holding the long-term token: set by a login and by `LONGTERM_TOKEN_PATH`, read by the session
 * renewal (whether it is missing or due) and sent by no call, so the OpenAPI document names it only in the
 * descriptions of the answers that set it, not as a parameter a constant could be generated from.
 */
export const LONGTERM_TOKEN_COOKIE = 'LongtermToken';
