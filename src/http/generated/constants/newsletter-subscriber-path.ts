/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** GET (getNewsletterSubscriber), PUT (updateNewsletterSubscriber) /newsletter-subscribers/{subscriberToken} */
export const NEWSLETTER_SUBSCRIBER_PATH = '/newsletter-subscribers/{subscriberToken}';
