import { attributes, hostStyles } from './country-switcher.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { footerContentSource } from '../../src/content/document-urls.ts';
import { fetchEarly } from '../../src/http/early-fetch.ts';
import { keepPageOnCountryLinks } from '../../src/content/country-links.ts';
import { lazyElement, type ElementDefinition } from '../../src/elements/define.ts';

export const countrySwitcherDefinition: ElementDefinition<typeof attributes> = {
  tag: 'country-switcher',
  attributes,
  load: () =>
    importWithItsImports('country-switcher.module', () => import('./country-switcher.module.ts')).then(
      (module) => module.default,
    ),
  translations: ['country-switcher'],
  hostStyles,
  // Its countries come from the footer content document: ask for it while the chunk downloads.
  prefetch: (config) => fetchEarly(footerContentSource(config)),
  // Its country links go to this page's version in the chosen storefront when the page names one.
  listen: keepPageOnCountryLinks,
};

/**
 * Moves the visitor to another country's storefront: a button naming the current country opens a list of
 * the storefronts, each a link to its address. The countries come from the footer content's
 * `international.items`; the element renders nothing when there are none.
 *
 * @summary Moves the visitor to another country's storefront.
 * @tag country-switcher
 * @attr {'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR'} [site=DE] - The selected country (any case); an unknown code warns and falls back to DE.
 * @attr {string} content-src - Address (http, https or relative) of the footer content JSON whose `international.items` are listed. Default: the reference backend's footer content of `site`.
 * @attr {string} lang - Page language of the element's texts; default `<html lang>`, then the site's locale.
 * @cssprop [--sw-font-family=system-ui, sans-serif] - Font of the switcher.
 * @cssprop [--sw-font-size=1rem] - Font size of the switcher.
 * @cssprop [--sw-line-height=1.5] - Line height of the switcher.
 * @cssprop [--sw-color-text=#1f1f1f] - Text colour.
 * @cssprop [--sw-color-link=#1f1f1f] - Colour of the country links.
 * @cssprop [--sw-color-surface=#fff] - Background of the button and the list.
 * @cssprop [--sw-color-border=#767676] - Border colour of the button and the list.
 * @cssprop [--sw-color-focus=#0a58ca] - Focus outline colour.
 * @cssprop [--sw-radius=0.25rem] - Corner radius.
 * @csspart base - The navigation landmark around the disclosure (summary and list).
 * @csspart toggle - The summary of the native disclosure (`<summary>`) that opens and closes the list.
 * @csspart list - The list of countries.
 * @csspart country - Each country link.
 */
export class CountrySwitcherElement extends lazyElement(countrySwitcherDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'country-switcher': CountrySwitcherElement;
  }
}
