/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** GET (getFooterLogo) /service/footer-images/logos/{file} */
export const LOGO_PATH = '/service/footer-images/logos/{file}';
