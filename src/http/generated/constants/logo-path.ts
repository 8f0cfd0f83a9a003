/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getFooterLogo) /service/footer-images/logos/{file} */
export const LOGO_PATH = '/service/footer-images/logos/{file}';
