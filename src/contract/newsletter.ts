/**
 * The newsletter service's contract (openapi/storefront-services.yaml, tag `newsletter`): its bases, paths,
 * headers and values, and what each answer means to the widgets. Shared by the client (src/http/newsletter-client.ts),
 * the sign-up form and the reference backend (demo/backend/newsletter.ts); no React, no DOM.
 */
import { NEWSLETTER_ERROR_INVALID_EMAIL } from '../http/generated/constants/newsletter-error-invalid-email.ts';
import type { NEWSLETTER_STATUS_SUBSCRIBED } from '../http/generated/constants/newsletter-status-subscribed.ts';
import type { NEWSLETTER_STATUS_WAITING_FOR_DOI } from '../http/generated/constants/newsletter-status-waiting-for-doi.ts';
import type { NEWSLETTER_CATEGORIES } from '../http/generated/constants/newsletter-categories.ts';
import type { NEWSLETTER_ORIGINS } from '../http/generated/constants/newsletter-origins.ts';
import type { SALUTATIONS } from '../http/generated/constants/salutations.ts';

export { CUSTOMER_BASE_DATA_PATH } from '../http/generated/constants/customer-base-data-path.ts';
export { DNE_CONSENT } from '../http/generated/constants/dne-consent.ts';
export { LOGIN_TOKEN_HEADER } from '../http/generated/constants/login-token-header.ts';
export { NEWSLETTER_DOI_PATH } from '../http/generated/constants/newsletter-doi-path.ts';
export { NEWSLETTER_ERROR_EXPIRED } from '../http/generated/constants/newsletter-error-expired.ts';
export { NEWSLETTER_ERROR_FORBIDDEN } from '../http/generated/constants/newsletter-error-forbidden.ts';
export { NEWSLETTER_ERROR_INTERNAL } from '../http/generated/constants/newsletter-error-internal.ts';
export { NEWSLETTER_ERROR_INVALID_EMAIL } from '../http/generated/constants/newsletter-error-invalid-email.ts';
export { NEWSLETTER_ERROR_NOT_FOUND } from '../http/generated/constants/newsletter-error-not-found.ts';
export { NEWSLETTER_ERROR_RATE_LIMITED } from '../http/generated/constants/newsletter-error-rate-limited.ts';
export { NEWSLETTER_ERROR_UNAUTHORIZED } from '../http/generated/constants/newsletter-error-unauthorized.ts';
export { NEWSLETTER_ERROR_UNSUPPORTED_MEDIA_TYPE } from '../http/generated/constants/newsletter-error-unsupported-media-type.ts';
export { NEWSLETTER_ERROR_VALIDATION } from '../http/generated/constants/newsletter-error-validation.ts';
export { NEWSLETTER_INTERNAL_PATH } from '../http/generated/constants/newsletter-internal-path.ts';
export { NEWSLETTER_CATEGORIES } from '../http/generated/constants/newsletter-categories.ts';
export { NEWSLETTER_ORIGINS } from '../http/generated/constants/newsletter-origins.ts';
export { NEWSLETTER_PRIVATE_PATH } from '../http/generated/constants/newsletter-private-path.ts';
export { NEWSLETTER_SUBSCRIBER_PATH } from '../http/generated/constants/newsletter-subscriber-path.ts';
export { NEWSLETTER_SUBSCRIBERS_PATH } from '../http/generated/constants/newsletter-subscribers-path.ts';
export { NEWSLETTER_STATUS_SUBSCRIBED } from '../http/generated/constants/newsletter-status-subscribed.ts';
export { NEWSLETTER_STATUS_WAITING_FOR_DOI } from '../http/generated/constants/newsletter-status-waiting-for-doi.ts';
export { ORIGINAL_ADDRESS_HEADER } from '../http/generated/constants/original-address-header.ts';
export { SALUTATIONS } from '../http/generated/constants/salutations.ts';
export { SITE_HEADER } from '../http/generated/constants/site-header.ts';

/** A subscription state the widgets know (any other is passed on as it is). */
export type KnownNewsletterStatus =
  typeof NEWSLETTER_STATUS_WAITING_FOR_DOI | typeof NEWSLETTER_STATUS_SUBSCRIBED;

/** A salutation, in the order the form offers them. */
export type Salutation = (typeof SALUTATIONS)[number];
/** Where a sign-up comes from. */
export type NewsletterOrigin = (typeof NEWSLETTER_ORIGINS)[number];
/** A newsletter interest. */
export type NewsletterCategory = (typeof NEWSLETTER_CATEGORIES)[number];

/** What the sign-up form shows for the service's answer: its thank-you, the email field's error, or its banner. */
export type SubmissionStatus = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

/**
 * A refused sign-up, by the `errorType` of its answer (undefined when the answer had none): `INVALID_EMAIL` is
 * shown on the email field, every other refusal as the technical-error banner.
 */
export function refusedSignUp(errorType: string | undefined): SubmissionStatus {
  return errorType === NEWSLETTER_ERROR_INVALID_EMAIL ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
}

/** The double opt-in's outcome: confirmed, the link no longer valid, or a technical failure. */
export type DoiResult = 'CONFIRMED' | 'EXPIRED' | 'FAILED';

/**
 * A failed confirmation, by its status (undefined: no answer): an unknown (404) or expired (410) token is
 * EXPIRED, the visitor's link; anything else is FAILED, a technical error.
 */
export function failedDoi(status: number | undefined): DoiResult {
  return status === 404 || status === 410 ? 'EXPIRED' : 'FAILED';
}
