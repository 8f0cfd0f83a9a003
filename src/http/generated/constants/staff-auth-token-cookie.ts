/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the cookie StaffAuthToken (parameter StaffAuthTokenCookie) */
export const STAFF_AUTH_TOKEN_COOKIE = 'StaffAuthToken';
