/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getLongtermToken) /service/login/api/v1/longtermtoken */
export const LONGTERM_TOKEN_PATH = '/service/login/api/v1/longtermtoken';
