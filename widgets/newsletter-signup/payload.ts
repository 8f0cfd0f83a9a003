import { type CreateNewsletterSubscriberRequest } from '../../src/http/newsletter-client.ts';
import type { NewsletterValues } from './newsletter-values.ts';
import { DNE_CONSENT, type NewsletterOrigin } from '../../src/contract/newsletter.ts';

export interface OriginInfo {
  origin: NewsletterOrigin;
  originAddition: string;
}

/**
 * CreateNewsletterSubscriberRequest: the email; salutation, first and last name only if filled;
 * the consents; origin and originAddition. Legals and the honeypot never leave the browser.
 */
export function subscriberRequest(
  values: NewsletterValues,
  { origin, originAddition }: OriginInfo,
): CreateNewsletterSubscriberRequest {
  const request: CreateNewsletterSubscriberRequest = {
    email: values.email.trim(),
    consents: values.consents.includes(DNE_CONSENT) ? [DNE_CONSENT] : [],
    origin,
  };
  if (values.salutation) request.salutation = values.salutation;
  if (values.firstName.trim()) request.firstName = values.firstName.trim();
  if (values.lastName.trim()) request.lastName = values.lastName.trim();
  if (originAddition.trim()) request.originAddition = originAddition.trim();
  return request;
}
