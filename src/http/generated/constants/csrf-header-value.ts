/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the value of the header X-Requested-With (parameter CsrfHeader) */
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
