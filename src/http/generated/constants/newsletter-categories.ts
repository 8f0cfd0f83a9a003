/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** the values of NewsletterCategory */
export const NEWSLETTER_CATEGORIES = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  'LOYALTY_CARD',
  'STORE',
] as const;
