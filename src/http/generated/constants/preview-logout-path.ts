/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (previewLogout) /service/preview/api/auth/logout */
export const PREVIEW_LOGOUT_PATH = '/service/preview/api/auth/logout';
