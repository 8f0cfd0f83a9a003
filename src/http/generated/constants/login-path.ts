/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** POST (login) /service/login/api/v1/login */
export const LOGIN_PATH = '/service/login/api/v1/login';
