/**
 * Every element's public API with the parsers it documents, by tag: what scripts/manifest.ts and
 * scripts/write-api.ts write the manifest, the published types and the embedding guide's tables from. Build-time
 * only: the browser entry is widgets/index.ts (scripts/manifest.test.ts holds both lists of tags equal).
 */
import type { DocumentedElement } from '../src/elements/element-api.ts';
import { api as countrySwitcher } from './country-switcher/country-switcher.api.ts';
import { attributes as countrySwitcherAttributes } from './country-switcher/country-switcher.config.ts';
import { api as newsletterSignup } from './newsletter-signup/newsletter-signup.api.ts';
import { attributes as newsletterSignupAttributes } from './newsletter-signup/newsletter-signup.config.ts';
import { api as previewPanel } from './preview-panel/preview-panel.api.ts';
import { attributes as previewPanelAttributes } from './preview-panel/preview-panel.config.ts';
import { api as shopFooter } from './shop-footer/shop-footer.api.ts';
import { attributes as shopFooterAttributes } from './shop-footer/shop-footer.config.ts';

export const ELEMENT_APIS: readonly DocumentedElement[] = [
  { tag: 'country-switcher', attributes: countrySwitcherAttributes, api: countrySwitcher, placeable: true },
  {
    tag: 'newsletter-signup',
    attributes: newsletterSignupAttributes,
    api: newsletterSignup,
    placeable: true,
  },
  { tag: 'preview-panel', attributes: previewPanelAttributes, api: previewPanel },
  { tag: 'shop-footer', attributes: shopFooterAttributes, api: shopFooter, placeable: true },
];
