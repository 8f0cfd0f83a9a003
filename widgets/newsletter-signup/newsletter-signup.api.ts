/**
 * The public API of `<newsletter-signup>`, declared once: the texts of its attributes (their names, types and
 * defaults are the parsers' in newsletter-signup.config.ts), its event, parts and custom properties.
 * `npm run api:write` writes the published types and the embedding guide's tables from it; the build writes
 * dist/custom-elements.json. Never imported by the browser bundle.
 */
import {
  RELEASE_PROPERTY,
  STOREFRONT_SITE,
  type ElementApi,
  type ObjectType,
  type ValueType,
} from '../../src/elements/element-api.ts';
import type { attributes } from './newsletter-signup.config.ts';
import { NEWSLETTER_ORIGINS, type NewsletterOrigin } from '../../src/contract/newsletter.ts';

const NEWSLETTER_ORIGIN: ValueType<NewsletterOrigin> = {
  name: 'NewsletterOrigin',
  description: 'Where a newsletter sign-up comes from; sent to the service and used in tracking.',
  values: NEWSLETTER_ORIGINS,
};

export const SIGNUP_SUCCESS_DETAIL: ObjectType = {
  name: 'NewsletterSignupSuccessDetail',
  description: '`newsletter-signup-success`: where the sign-up came from, never who signed up.',
  fields: { origin: NEWSLETTER_ORIGIN, originAddition: 'string' },
};

export const api = {
  summary: 'Newsletter sign-up form and CMS block for the nine storefronts.',
  description:
    "The newsletter sign-up form, also the self-contained CMS block: the country's fields, consents and legal " +
    'texts, validation on blur, double opt-in, prefill for logged-in customers, bot protection and tracking.',
  attributes: {
    site: {
      type: STOREFRONT_SITE,
      description: 'Storefront (any case); decides the fields, links and legal texts.',
    },
    headline: { description: 'Custom title; default the localised standard title.' },
    imageSrc: {
      description:
        'Custom image (http, https or relative address), shown 400x300 from 1024 px and 273x273 from 767 px wide ' +
        'viewports, hidden below. Without it the block shows its own artwork.',
    },
    imageAlt: { description: 'Alt text of the custom image; without it the image counts as decorative.' },
    discountText: {
      description:
        'Custom discount text; default the 10 percent welcome discount as the page language writes it ("10 %", ' +
        '"10%", "%10").',
    },
    voucherText: {
      description: 'Custom voucher text; default the welcome voucher, on TR the first-membership discount.',
    },
    origin: {
      type: NEWSLETTER_ORIGIN,
      description: 'Where the sign-up comes from (any case): sent as `origin` and used in tracking.',
    },
    originAddition: { description: 'Free text sent as `originAddition` and used in tracking.' },
    apiBase: {
      description:
        'Base URL of the newsletter service; default `/service/newsletter/api/internal/v1`, or the private base ' +
        "with `spa`, under the page's services setting.",
    },
    spa: {
      description: 'Inside the single-page app: use the private base `/service/newsletter/api/private/v1`.',
    },
    doiToken: {
      description:
        'A double opt-in token to confirm on load (the `/subscribenewsletter` page passes its `?token=`); an ' +
        'unknown or expired token shows the expired-link banner above the form.',
    },
  },
  lang: "Language of the texts; default `<html lang>`, then the site's locale.",
  events: {
    'newsletter-signup-success': {
      detail: SIGNUP_SUCCESS_DETAIL,
      description: 'After a successful submit; it never carries the address or names.',
    },
  },
  properties: { release: RELEASE_PROPERTY },
  cssParts: {
    base: 'The block around image and form.',
    image: 'The image (custom or default).',
    headline: 'The title.',
    form: 'The form.',
  },
  cssProperties: {
    '--sw-font-family': { description: 'Font of the block.' },
    '--sw-color-primary': { description: 'Colour of the submit button.' },
    '--sw-color-surface': { description: 'Background of the block.' },
    '--sw-newsletter-accent': {
      default: 'var(--sw-color-sale)',
      description: 'Colour of the discount teaser.',
    },
  },
  kitTokens: true,
} satisfies ElementApi<typeof attributes>;
