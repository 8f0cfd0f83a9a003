/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** POST (createNewsletterSubscriber) /newsletter-subscribers */
export const NEWSLETTER_SUBSCRIBERS_PATH = '/newsletter-subscribers';
