import { prepareSharedDocument } from '../../src/content/shared-document.ts';
import { reactElement, type ReactElementOptions } from '../../src/elements/react-mount.tsx';
import { footerStyles } from '../../src/ui/styles.ts';
import countrySwitcherStyles from '../country-switcher/country-switcher.css?inline';
import newsletterStyles from '../newsletter-signup/newsletter-signup.css?inline';
import styles from './shop-footer.css?inline';
import type { ShopFooterConfig } from './shop-footer.config.ts';
import { namespaces } from './shop-footer.namespaces.ts';
import { footerDocuments } from './prefetch.ts';
import { ShopFooter } from './shop-footer.tsx';

/** What the element draws and with what, for the browser's chunk and the server renderer alike. */
export const footerWidget: ReactElementOptions<ShopFooterConfig> = {
  tag: 'shop-footer',
  component: ShopFooter,
  styles: [styles, newsletterStyles, countrySwitcherStyles].join('\n'),
  sharedStyles: { 'ui-footer': footerStyles },
  namespaces,
  // The content and the promotion the loader asked for early: taken over now, in by the first render.
  prepare: (config) => footerDocuments(config).forEach(prepareSharedDocument),
};

/** The chunk a `<shop-footer>` loads: the footer with the newsletter block and the country switcher inside. */
export default reactElement(footerWidget);
