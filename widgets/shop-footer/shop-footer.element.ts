import { booleanAttribute, siteAttribute, urlAttribute } from '../../src/elements/attributes.ts';
import { lazyElement, type ElementConfig, type ElementDefinition } from '../../src/elements/define.ts';

const attributes = {
  site: siteAttribute(),
  reduced: booleanAttribute(),
  preview: booleanAttribute(),
  hideNewsletter: booleanAttribute(),
  contentSrc: urlAttribute(),
};

export type ShopFooterConfig = ElementConfig<typeof attributes>;

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
  load: () => import('./shop-footer.module.ts').then((module) => module.default),
  hostStyles: ':host{min-height:40rem;contain:layout}',
};

/**
 * The CMS-driven footer of every page: service groups, SEO links, social and app icons, payment and delivery
 * logos, quality seals, legal links, the sales-tax note, the view changer, the country switcher and the
 * newsletter block; full or reduced, per platform.
 *
 * @summary The shop footer of the nine storefronts.
 * @tag shop-footer
 * @attr {string} site - Storefront whose footer content is shown: DE, AT, CH, CH_FR, PL, CZ, HU, SK or TR (any case). Default DE.
 * @attr {boolean} reduced - The reduced (checkout) footer: no promotion, SEO links, social and app icons or newsletter, and no groups flagged hideGroupInCheckout. Also applies when a cookie holds affiliateNumber or newApp.
 * @attr {boolean} preview - The page is in preview mode: the staff preview panel appears for verified staff.
 * @attr {boolean} hide-newsletter - The page marks the newsletter form hidden.
 * @attr {string} content-src - Address (http, https or relative) of the footer content JSON. Default: /service/footer/api/v1/content/{SITE}.
 * @attr {string} lang - Page language of the footer's own texts; the content comes in the site's language.
 * @event {CustomEvent<Record<string, never>>} shop-footer-cookie-settings - The cookie-settings legal link was chosen; open the consent panel.
 * @event {CustomEvent<{ view: 'mobile' | 'desktop' }>} shop-footer-view-change - The view changer was chosen (cancelable); unless cancelled, the footer sets `<html data-platform>`.
 * @event {CustomEvent<{ origin: string; originAddition: string }>} newsletter-signup-success - From the newsletter block inside the footer.
 * @cssprop --sw-footer-background - Background of the footer.
 * @cssprop --sw-footer-color - Text colour of the footer.
 * @cssprop --sw-font-family - Font (and every other kit token of the README).
 * @csspart base - The footer element.
 */
export class ShopFooterElement extends lazyElement(shopFooterDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': ShopFooterElement;
  }
}
