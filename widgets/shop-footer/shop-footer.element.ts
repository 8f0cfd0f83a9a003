import { attributes, hostStyles } from './shop-footer.config.ts';
import { namespaces } from './shop-footer.namespaces.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { footerBeforeReact } from './before-react.ts';
import { keepPageOnCountryLinks } from '../../src/content/country-links.ts';
import { lazyElement } from '../../src/elements/define.ts';
import type { ElementDefinition } from '../../src/elements/element-definition.ts';
import { warmSignupForm } from '../newsletter-signup/newsletter-signup.element.ts';

/** @internal Test seam: the translation and manifest tests read the definitions. */
export const shopFooterDefinition: ElementDefinition<typeof attributes> = {
  tag: 'shop-footer',
  attributes,
  load: () =>
    importWithItsImports('shop-footer.module', () => import('./shop-footer.module.ts')).then(
      (module) => module.default,
    ),
  translations: namespaces,
  hostStyles,
  // The content document is the footer's critical path: ask for it while the chunk downloads.
  prefetch: (config) => import('./prefetch.ts').then((early) => early.prefetchFooterDocuments(config)),
  beforeReact: footerBeforeReact,
  // Its country links go to this page's version in the chosen storefront when the page names one.
  listen: keepPageOnCountryLinks,
  // The newsletter block is the sign-up form: a press in it will ask for the form's rules.
  warm: warmSignupForm,
};

/** `<shop-footer>`; its public API (attributes, events, parts, custom properties) is declared in shop-footer.api.ts. */
export class ShopFooterElement extends lazyElement(shopFooterDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': ShopFooterElement;
  }
}
