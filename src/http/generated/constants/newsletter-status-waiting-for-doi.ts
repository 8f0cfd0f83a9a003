/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** a value of KnownNewsletterStatus */
export const NEWSLETTER_STATUS_WAITING_FOR_DOI = 'WAITING_FOR_DOI';
