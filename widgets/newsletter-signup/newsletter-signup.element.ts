import { attributes, hostStyles } from './newsletter-signup.config.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { lazyElement, type ElementDefinition } from '../../src/elements/define.ts';
import { prefillsInBrowser } from './prefill-rule.ts';

/** Detail of `newsletter-signup-success`: where the sign-up came from, never who signed up. */
interface NewsletterSignupSuccessDetail {
  origin: 'NEWSLETTER' | 'SHOPPING_CART';
  originAddition: string;
}

declare module '../../src/elements/events.ts' {
  interface StorefrontEventMap {
    'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
  }
}

/** @internal Test seam: the translation and manifest tests read the definitions. */
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

/** `<newsletter-signup>`; its public API (attributes, events, parts, custom properties) is declared in newsletter-signup.api.ts. */
export class NewsletterSignupElement extends lazyElement(newsletterSignupDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
}
