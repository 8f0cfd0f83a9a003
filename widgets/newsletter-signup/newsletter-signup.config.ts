import {
  booleanAttribute,
  enumAttribute,
  siteAttribute,
  stringAttribute,
  urlAttribute,
} from '../../src/elements/attributes.ts';
import type { ElementConfig } from '../../src/elements/element-definition.ts';
import { NEWSLETTER_ORIGINS } from '../../src/contract/newsletter.ts';
import { ELEMENT_CONTAINER_CSS } from '../../src/platform/breakpoints.ts';
import { reservationCss } from './reservation.ts';

/** The attributes of `<newsletter-signup>`, parsed from the element by the loader and handed to its chunk. */
export const attributes = {
  site: siteAttribute(),
  headline: stringAttribute(),
  imageSrc: urlAttribute(),
  imageAlt: stringAttribute(),
  discountText: stringAttribute(),
  voucherText: stringAttribute(),
  origin: enumAttribute(NEWSLETTER_ORIGINS, 'NEWSLETTER'),
  originAddition: stringAttribute(),
  apiBase: urlAttribute(),
  spa: booleanAttribute(),
  doiToken: stringAttribute(),
};

/** What the `<newsletter-signup>` component renders from: the parsed attributes and the page language. */
export type NewsletterSignupConfig = ElementConfig<typeof attributes>;

/**
 * Host styles from before the code arrives (also in the server's stylesheet): the block's reserved height, and the
 * host as the container the block lays itself out by.
 */
export const hostStyles = reservationCss() + ELEMENT_CONTAINER_CSS;
