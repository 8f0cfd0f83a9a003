/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getFooterContent) /service/footer/api/v1/content/{site} */
export const FOOTER_CONTENT_PATH = '/service/footer/api/v1/content/{site}';
