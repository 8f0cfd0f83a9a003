/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** the values of NewsletterOrigin */
export const NEWSLETTER_ORIGINS = ['NEWSLETTER', 'SHOPPING_CART'] as const;
