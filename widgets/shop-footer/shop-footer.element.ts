import { attributes, hostStyles } from './shop-footer.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { prefetchFooterDocuments } from './prefetch.ts';
import { footerBeforeReact } from './before-react.ts';
import { keepPageOnCountryLinks } from '../../src/content/country-links.ts';
import { lazyElement, type ElementDefinition } from '../../src/elements/define.ts';

declare module '../../src/elements/events.ts' {
  interface StorefrontEventMap {
    /** The visitor chose the legal link that opens the cookie-consent settings: the host opens its panel. */
    'shop-footer-cookie-settings': CustomEvent<Record<string, never>>;
    /** The view changer was used; cancel it to switch the view yourself. */
    'shop-footer-view-change': CustomEvent<{ view: 'mobile' | 'desktop' }>;
  }
}

export const shopFooterDefinition: ElementDefinition<typeof attributes> = {
  tag: 'shop-footer',
  attributes,
  load: () =>
    importWithItsImports('shop-footer.module', () => import('./shop-footer.module.ts')).then(
      (module) => module.default,
    ),
  translations: ['footer', 'newsletter', 'country-switcher', 'ui'],
  hostStyles,
  // The content document is the footer's critical path: ask for it while the chunk downloads.
  prefetch: prefetchFooterDocuments,
  serverRendered: footerBeforeReact,
  // Its country links go to this page's version in the chosen storefront when the page names one.
  listen: keepPageOnCountryLinks,
};

/**
 * The CMS-driven footer of every page: service groups, SEO links, social and app icons, payment and delivery
 * logos, quality seals, legal links, the sales-tax note, the view changer, the country switcher and the
 * newsletter block; full or reduced, per platform.
 *
 * @summary The shop footer of the nine storefronts.
 * @tag shop-footer
 * @attr {'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR'} [site=DE] - Storefront whose footer content is shown (any case).
 * @attr {boolean} reduced - The reduced (checkout) footer: no promotion, SEO links, social and app icons or newsletter, and no groups flagged hideGroupInCheckout. Also applies when a cookie holds affiliateNumber or newApp.
 * @attr {boolean} preview - The page is in preview mode: the staff preview panel appears for verified staff.
 * @attr {boolean} hide-newsletter - The page marks the newsletter form hidden.
 * @attr {string} content-src - Address (http, https or relative) of the footer content JSON. Default: /service/footer/api/v1/content/{SITE}.
 * @attr {string} lang - Page language of the footer's own texts; the content comes in the site's language.
 * @event {CustomEvent<Record<string, never>>} shop-footer-cookie-settings - The cookie-settings legal link was chosen; open the consent panel.
 * @event {CustomEvent<{ view: 'mobile' | 'desktop' }>} shop-footer-view-change - The view changer was chosen (cancelable); unless cancelled, the footer sets `<html data-platform>`.
 * @event {CustomEvent<{ origin: 'NEWSLETTER' | 'SHOPPING_CART'; originAddition: string }>} newsletter-signup-success - From the newsletter block inside the footer.
 * @cssprop [--sw-footer-background=var(--sw-color-surface-muted)] - Background of the footer.
 * @cssprop [--sw-footer-color=var(--sw-color-text)] - Text colour of the footer.
 * @cssprop [--sw-newsletter-accent=var(--sw-color-sale)] - Colour of the discount teaser of the newsletter block inside.
 * @kitTokens Every kit token of src/ui/tokens.css applies.
 * @csspart base - The footer element. The newsletter block and the country switcher inside have a `base` part too, which `::part(base)` also matches.
 * @csspart image - The newsletter block's image.
 * @csspart headline - The newsletter block's title.
 * @csspart form - The newsletter block's form.
 * @csspart toggle - The country switcher's button.
 * @csspart list - The country switcher's list.
 * @csspart country - Each country link of the switcher.
 */
export class ShopFooterElement extends lazyElement(shopFooterDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': ShopFooterElement;
  }
}
