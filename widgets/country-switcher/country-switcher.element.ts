import { siteAttribute, urlAttribute } from '../../src/elements/attributes.ts';
import { lazyElement, type ElementConfig, type ElementDefinition } from '../../src/elements/define.ts';

const attributes = {
  site: siteAttribute(),
  contentSrc: urlAttribute(),
};

export type CountrySwitcherConfig = ElementConfig<typeof attributes>;

export const countrySwitcherDefinition: ElementDefinition<typeof attributes> = {
  tag: 'country-switcher',
  attributes,
  load: () => import('./country-switcher.module.ts').then((module) => module.default),
  hostStyles: ':host{display:inline-block;min-height:2.75rem}',
};

/**
 * Moves the visitor to another country's storefront: a button naming the current country opens a list of
 * the storefronts, each a link to its address. The countries come from the footer content's
 * `international.items`; the element renders nothing when there are none.
 *
 * @summary Moves the visitor to another country's storefront.
 * @tag country-switcher
 * @attr {string} site - The selected country: DE, AT, CH, CH_FR, PL, CZ, HU, SK or TR (any case). Default DE; an unknown code warns and falls back to DE.
 * @attr {string} content-src - Address (http, https or relative) of the footer content JSON whose `international.items` are listed. Default: the reference backend's footer content of `site`.
 * @attr {string} lang - Page language of the element's texts; default `<html lang>`, then the site's locale.
 * @cssprop --sw-font-family - Font of the switcher.
 * @cssprop --sw-color-text - Text colour.
 * @cssprop --sw-color-link - Colour of the country links.
 * @cssprop --sw-color-surface - Background of the button and the list.
 * @cssprop --sw-color-border - Border colour of the button and the list.
 * @cssprop --sw-color-focus - Focus outline colour.
 * @cssprop --sw-radius - Corner radius.
 * @csspart base - The navigation landmark around button and list.
 * @csspart toggle - The button that opens the list.
 * @csspart list - The list of countries.
 * @csspart country - Each country link.
 */
export class CountrySwitcherElement extends lazyElement(countrySwitcherDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'country-switcher': CountrySwitcherElement;
  }
}
