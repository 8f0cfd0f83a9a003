import { attributes, hostStyles } from './country-switcher.config.ts';
import { namespaces } from './country-switcher.namespaces.ts';
import { importWithItsImports } from '../../src/elements/chunk-imports.ts';
import { keepPageOnCountryLinks } from '../../src/content/country-links.ts';
import { lazyElement } from '../../src/elements/define.ts';
import type { ElementDefinition } from '../../src/elements/element-definition.ts';
import { switcherBeforeReact } from './before-react.ts';

/** @internal Test seam: the translation and manifest tests read the definitions. */
export const countrySwitcherDefinition: ElementDefinition<typeof attributes> = {
  tag: 'country-switcher',
  attributes,
  load: () =>
    importWithItsImports('country-switcher.module', () => import('./country-switcher.module.ts')).then(
      (module) => module.default,
    ),
  translations: namespaces,
  hostStyles,
  // Its countries come from the footer content document: ask for it while the chunk downloads.
  prefetch: (config) => import('./prefetch.ts').then((early) => early.prefetchCountries(config)),
  // Its country links go to this page's version in the chosen storefront when the page names one.
  listen: keepPageOnCountryLinks,
  // Hidden at once in the shop's app, which the server could not know.
  beforeReact: switcherBeforeReact,
};

/** `<country-switcher>`; its public API (attributes, events, parts, custom properties) is declared in country-switcher.api.ts. */
export class CountrySwitcherElement extends lazyElement(countrySwitcherDefinition) {}

declare global {
  interface HTMLElementTagNameMap {
    'country-switcher': CountrySwitcherElement;
  }
}
