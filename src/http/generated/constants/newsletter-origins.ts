/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** the values of NewsletterOrigin */
export const NEWSLETTER_ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
