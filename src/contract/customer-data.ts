/**
 * The customer-data service's contract (psdata; openapi/storefront-services.yaml, tag `customer`): its path and
 * the header it insists on. Shared by the client (src/http/psdata.ts) and the reference backend
 * (demo/backend/customer.ts); no React, no DOM. Any failure counts as a logged-out visitor.
 */
export { CSRF_HEADER } from '../http/generated/constants/csrf-header.ts';
export { CSRF_HEADER_VALUE } from '../http/generated/constants/csrf-header-value.ts';
export { PSDATA_PATH } from '../http/generated/constants/psdata-path.ts';

/*
 * The subscription states the answer's `newsletterStatus` may hold (also the newsletter service's). Re-exported here
 * for the footer, whose rules are in the loader: this module holds no code, so reading them costs nothing there.
 */
export { NEWSLETTER_STATUS_SUBSCRIBED } from '../http/generated/constants/newsletter-status-subscribed.ts';
export { NEWSLETTER_STATUS_WAITING_FOR_DOI } from '../http/generated/constants/newsletter-status-waiting-for-doi.ts';
export type { KnownNewsletterStatus } from './newsletter.ts';
