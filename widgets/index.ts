/**
 * The bundle entry, `dist/storefront-widgets.js`: defines every element and holds no React. Each element's
 * code is a chunk beside this file, imported when its first instance connects.
 */
import { defineElements } from '../src/elements/define.ts';
import { CountrySwitcherElement } from './country-switcher/country-switcher.element.ts';
import { NewsletterSignupElement } from './newsletter-signup/newsletter-signup.element.ts';
import { PreviewPanelElement } from './preview-panel/preview-panel.element.ts';
import { ShopFooterElement } from './shop-footer/shop-footer.element.ts';

defineElements({
  'country-switcher': CountrySwitcherElement,
  'newsletter-signup': NewsletterSignupElement,
  'shop-footer': ShopFooterElement,
  'preview-panel': PreviewPanelElement,
});
