/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
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
