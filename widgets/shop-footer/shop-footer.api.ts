/**
 * The public API of `<shop-footer>`, declared once: the texts of its attributes (their names, types and defaults
 * are the parsers' in shop-footer.config.ts), its events (with the newsletter block's inside it), parts and
 * custom properties. `npm run api:write` writes the published types and the embedding guide's tables from it; the
 * build writes dist/custom-elements.json. Never imported by the browser bundle.
 */
import {
  RELEASE_PROPERTY,
  STOREFRONT_SITE,
  type ElementApi,
  type ObjectType,
} from '../../src/elements/element-api.ts';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import { SIGNUP_SUCCESS_DETAIL } from '../newsletter-signup/newsletter-signup.api.ts';
import type { attributes } from './shop-footer.config.ts';

const VIEW_CHANGE_DETAIL: ObjectType = {
  name: 'ShopFooterViewChangeDetail',
  description: '`shop-footer-view-change`: the view the visitor chose.',
  fields: { view: "'mobile' | 'desktop'" },
};

export const api = {
  summary: 'The shop footer of the nine storefronts.',
  description:
    'The CMS-driven footer of every page: service groups, SEO links, social and app icons, payment and delivery ' +
    'logos, quality seals, legal links, the sales-tax note, the view changer, the country switcher and the ' +
    'newsletter block; full or reduced, per platform.',
  attributes: {
    site: { type: STOREFRONT_SITE, description: 'Storefront whose footer content is shown (any case).' },
    reduced: {
      description:
        'The reduced (checkout) footer: no promotion, SEO links, social and app icons or newsletter, and no groups ' +
        'flagged `hideGroupInCheckout`. Also applies when a cookie holds ' +
        `${REDUCED_FOOTER_COOKIE_MARKERS.map((marker) => `\`${marker}\``).join(' or ')}.`,
    },
    preview: {
      description:
        'The page is in preview mode: the staff preview panel appears, for verified staff only (see `<preview-panel>`).',
    },
    hideNewsletter: { description: 'The page marks the newsletter form hidden.' },
    contentSrc: {
      description:
        'Address (http, https or relative) of the footer content JSON. Default: `/service/footer/api/v1/content/{SITE}`.',
    },
  },
  lang: 'Language of the footer\'s own texts (labels, "opens in a new tab"); the content comes in the site\'s language.',
  events: {
    'shop-footer-cookie-settings': {
      detail: 'Record<string, never>',
      description: 'The cookie-settings legal link was chosen: open your consent panel.',
    },
    'shop-footer-view-change': {
      detail: VIEW_CHANGE_DETAIL,
      description:
        'The view changer was chosen (cancelable); unless cancelled, the footer sets `<html data-platform>`.',
    },
    'newsletter-signup-success': {
      detail: SIGNUP_SUCCESS_DETAIL,
      description: 'From the newsletter block inside the footer.',
    },
  },
  properties: { release: RELEASE_PROPERTY },
  cssParts: {
    base:
      'The footer element. The newsletter block and the country switcher inside have a `base` part too, which ' +
      '`::part(base)` also matches.',
    image: "The newsletter block's image.",
    headline: "The newsletter block's title.",
    form: "The newsletter block's form.",
    toggle: "The country switcher's button.",
    list: "The country switcher's list.",
    country: 'Each country link of the switcher.',
  },
  cssProperties: {
    '--sw-footer-background': {
      default: 'var(--sw-color-surface-muted)',
      description: 'Background of the footer.',
    },
    '--sw-footer-color': { default: 'var(--sw-color-text)', description: 'Text colour of the footer.' },
    '--sw-newsletter-accent': {
      default: 'var(--sw-color-sale)',
      description: 'Colour of the discount teaser of the newsletter block inside.',
    },
  },
  kitTokens: true,
} satisfies ElementApi<typeof attributes>;
