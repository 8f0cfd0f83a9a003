/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (renewPreviewLogin) /service/preview/api/auth/login/renew */
export const PREVIEW_RENEW_PATH = '/service/preview/api/auth/login/renew';
