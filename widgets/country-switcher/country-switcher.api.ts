/**
 * The public API of `<country-switcher>`, declared once: the texts of its attributes (their names, types and
 * defaults are the parsers' in country-switcher.config.ts), its parts and custom properties. `npm run api:write`
 * writes the published types and the embedding guide's tables from it; the build writes
 * dist/custom-elements.json. Never imported by the browser bundle.
 */
import { RELEASE_PROPERTY, STOREFRONT_SITE, type ElementApi } from '../../src/elements/element-api.ts';
import type { attributes } from './country-switcher.config.ts';

export const api = {
  summary: "Moves the visitor to another country's storefront.",
  description:
    "Moves the visitor to another country's storefront: a button naming the current country opens a list of the " +
    "storefronts, each a link to its address. The countries come from the footer content's `international.items`; " +
    'the element renders nothing when there are none.',
  attributes: {
    site: {
      type: STOREFRONT_SITE,
      description: 'The selected country (any case); an unknown code warns and falls back to `DE`.',
    },
    contentSrc: {
      description:
        'Address (http, https or relative) of the footer content JSON whose `international.items` it lists. ' +
        "Default: `/service/footer/api/v1/content/{SITE}`, the same document as the footer's, fetched once for both.",
    },
  },
  lang: "Language of its texts; default `<html lang>`, then the site's locale.",
  events: {},
  properties: { release: RELEASE_PROPERTY },
  cssParts: {
    base: 'The navigation landmark around the disclosure (summary and list).',
    toggle: 'The summary of the native disclosure (`<summary>`) that opens and closes the list.',
    list: 'The list of countries.',
    country: 'Each country link.',
  },
  cssProperties: {
    '--sw-font-family': { default: 'system-ui, sans-serif', description: 'Font of the switcher.' },
    '--sw-font-size': { default: '1rem', description: 'Font size of the switcher.' },
    '--sw-line-height': { default: '1.5', description: 'Line height of the switcher.' },
    '--sw-color-text': { default: '#1f1f1f', description: 'Text colour.' },
    '--sw-color-link': { default: '#1f1f1f', description: 'Colour of the country links.' },
    '--sw-color-surface': { default: '#fff', description: 'Background of the button and the list.' },
    '--sw-color-border': { default: '#767676', description: 'Border colour of the button and the list.' },
    '--sw-color-focus': { default: '#0a58ca', description: 'Focus outline colour.' },
    '--sw-radius': { default: '0.25rem', description: 'Corner radius.' },
  },
  kitTokens: false,
} satisfies ElementApi<typeof attributes>;
