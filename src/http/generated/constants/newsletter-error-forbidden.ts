/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** a value of NewsletterErrorType */
export const NEWSLETTER_ERROR_FORBIDDEN = 'FORBIDDEN';
