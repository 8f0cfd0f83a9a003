/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getFooterContent) /service/footer/api/v1/content/{site} */
export const FOOTER_CONTENT_PATH = '/service/footer/api/v1/content/{site}';
