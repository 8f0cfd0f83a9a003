import { attributes, hostStyles } from './newsletter-signup.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { lazyElement, type ElementDefinition } from '../../src/elements/define.ts';
import { prefillsInBrowser } from './prefill-rule.ts';
import type { StorefrontEventMap } from '../../src/elements/events.ts';

/** Detail of `newsletter-signup-success`: where the sign-up came from, never who signed up. */
export interface NewsletterSignupSuccessDetail {
  origin: 'NEWSLETTER' | 'SHOPPING_CART';
  originAddition: string;
}

declare module '../../src/elements/events.ts' {
  interface StorefrontEventMap {
    'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
  }
}

export const newsletterSignupDefinition: ElementDefinition<typeof attributes> = {
  tag: 'newsletter-signup',
  attributes,
  load: () =>
    importWithItsImports('newsletter-signup.module', () => import('./newsletter-signup.module.ts')).then(
      (module) => module.default,
    ),
  translations: ['newsletter', 'ui'],
  hostStyles,
  serverRendered: prefillsInBrowser,
};

/**
 * The newsletter sign-up form, also the self-contained CMS block: the country's fields, consents and legal
 * texts, validation on blur, double opt-in, prefill for logged-in customers, bot protection and tracking.
 *
 * @summary Newsletter sign-up form and CMS block for the nine storefronts.
 * @tag newsletter-signup
 * @attr {'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR'} [site=DE] - Storefront (any case); decides fields, links and legal texts.
 * @attr {string} headline - Custom title; default the localised standard title.
 * @attr {string} image-src - Custom image (http, https or relative address); shown 400x300 from 1024 px and 273x273 from 767 px wide viewports.
 * @attr {string} image-alt - Alt text of the custom image; without it the image counts as decorative.
 * @attr {string} discount-text - Custom discount text (default the 10 percent welcome discount as the page language writes it: "10 %", "10%", "%10").
 * @attr {string} voucher-text - Custom voucher text (default the welcome voucher, on TR the first-membership discount).
 * @attr {'NEWSLETTER' | 'SHOPPING_CART'} [origin=NEWSLETTER] - Where the sign-up comes from (any case); sent as origin and used in tracking.
 * @attr {string} origin-addition - Free text sent as originAddition and used in tracking.
 * @attr {string} api-base - Base URL of the newsletter service (default the internal base, or the private one with `spa`).
 * @attr {boolean} spa - Running inside the single-page app: use the private base.
 * @attr {string} doi-token - A double opt-in token to confirm on load (the /subscribenewsletter page passes `?token=`); an unknown or expired one shows the expired-link banner.
 * @attr {string} lang - Page language of the texts; default `<html lang>`, then the site's locale.
 * @event {CustomEvent<{ origin: 'NEWSLETTER' | 'SHOPPING_CART'; originAddition: string }>} newsletter-signup-success - After a successful submit (bubbles, composed); carries no personal data.
 * @cssprop --sw-font-family - Font of the block.
 * @cssprop --sw-color-primary - Colour of the submit button.
 * @cssprop --sw-color-surface - Background of the block.
 * @cssprop [--sw-newsletter-accent=var(--sw-color-sale)] - Colour of the discount teaser.
 * @kitTokens Every kit token of src/ui/tokens.css applies.
 * @csspart base - The block around image and form.
 * @csspart image - The image (custom or default).
 * @csspart headline - The title.
 * @csspart form - The form.
 */
export class NewsletterSignupElement extends lazyElement(newsletterSignupDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
}

export type { StorefrontEventMap };
