import { attributes, hostStyles } from './newsletter-signup.config.ts';
import { namespaces } from './newsletter-signup.namespaces.ts';
import { importWithItsImports, preloadChunkImports } from '../../src/elements/chunk-imports.ts';
import { lazyElement } from '../../src/elements/define.ts';
import type { ElementDefinition } from '../../src/elements/element-definition.ts';
import { signupBeforeReact } from './before-react.ts';

/**
 * A press, focus or hover in a server-rendered sign-up form: the files of its rules (the `signup-formik` chunk
 * and what it imports) are asked for with React's chunk, not once React has run and the form imports them
 * (two more round trips on a mobile network: the chunk, then what it imports).
 */
export function warmSignupForm(target: Element): void {
  if (target.closest('form')) preloadChunkImports('signup-formik');
}

/** @internal Test seam: the translation and manifest tests read the definitions. */
export const newsletterSignupDefinition: ElementDefinition<typeof attributes> = {
  tag: 'newsletter-signup',
  attributes,
  load: () =>
    importWithItsImports('newsletter-signup.module', () => import('./newsletter-signup.module.ts')).then(
      (module) => module.default,
    ),
  translations: namespaces,
  hostStyles,
  beforeReact: signupBeforeReact,
  warm: warmSignupForm,
};

/** `<newsletter-signup>`; its public API (attributes, events, parts, custom properties) is declared in newsletter-signup.api.ts. */
export class NewsletterSignupElement extends lazyElement(newsletterSignupDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
}
