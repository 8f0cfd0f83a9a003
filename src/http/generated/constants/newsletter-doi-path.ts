/*
 * Generated from openapi/storefront-services.yaml by `npm run openapi:types` (scripts/openapi-types.ts): do not
 * edit. Import it through src/contract/: its service's module, or cookies.ts for a cookie's name.
 */
/** PUT (confirmNewsletterSubscription) /newsletter-subscribers/{subscriberToken}/doi */
export const NEWSLETTER_DOI_PATH = '/newsletter-subscribers/{subscriberToken}/doi';
