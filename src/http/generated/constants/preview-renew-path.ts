/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (renewPreviewLogin) /service/preview/api/auth/login/renew */
export const PREVIEW_RENEW_PATH = '/service/preview/api/auth/login/renew';
