/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** POST (setPreview), DELETE (endPreview) /service/preview/api/token */
export const PREVIEW_TOKEN_PATH = '/service/preview/api/token';
