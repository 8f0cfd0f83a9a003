/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through its service's module in src/contract/.
 */
/** PUT (confirmNewsletterSubscription) /newsletter-subscribers/{subscriberToken}/doi */
export const NEWSLETTER_DOI_PATH = '/newsletter-subscribers/{subscriberToken}/doi';
