/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (checkPreviewAuth) /service/preview/api/auth/checkauth */
export const PREVIEW_CHECK_AUTH_PATH = '/service/preview/api/auth/checkauth';
