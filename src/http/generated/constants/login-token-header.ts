/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the header X-LoginToken (GET /customers/base-data) */
export const LOGIN_TOKEN_HEADER = 'X-LoginToken';
