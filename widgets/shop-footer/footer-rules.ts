/*
 * The footer's rules read before React, by its step on server HTML (before-react.ts) and its early requests
 * (prefetch.ts), so they are in the loader chunk; the rules of its view are in footer-view.ts, with its chunk.
 */
import type { CustomerData } from '../../src/http/psdata.ts';
import {
  NEWSLETTER_STATUS_SUBSCRIBED,
  NEWSLETTER_STATUS_WAITING_FOR_DOI,
} from '../../src/contract/customer-data.ts';
import { isReducedFooterByCookie } from '../../src/platform/cookies.ts';

/** Reduced when the attribute says so, or a cookie holds one of `REDUCED_FOOTER_COOKIE_MARKERS` (cookies.ts). */
export function isReduced(reducedAttribute: boolean, cookieString?: string): boolean {
  return reducedAttribute || isReducedFooterByCookie(cookieString);
}

/** The newsletter block is hidden when the page says so, or the customer is subscribed or pending. */
export function showsNewsletter(
  hideAttribute: boolean,
  reduced: boolean,
  customer: CustomerData | undefined,
): boolean {
  if (hideAttribute || reduced) return false;
  // A subscriber: waiting for the double opt-in, or subscribed.
  const status = customer?.newsletterStatus;
  return status !== NEWSLETTER_STATUS_WAITING_FOR_DOI && status !== NEWSLETTER_STATUS_SUBSCRIBED;
}
