import { reactElement, type ReactElementOptions } from '../../src/elements/react-mount.tsx';
import { formStyles } from '../../src/ui/styles.ts';
import styles from './newsletter-signup.css?inline';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import { namespaces } from './newsletter-signup.namespaces.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

/** What the element draws and with what, for the browser's chunk and the server renderer alike. */
export const newsletterWidget: ReactElementOptions<NewsletterSignupConfig> = {
  tag: 'newsletter-signup',
  component: NewsletterSignup,
  styles,
  sharedStyles: { 'ui-form': formStyles },
  namespaces,
};

/** The chunk a `<newsletter-signup>` loads when its first instance connects. */
export default reactElement(newsletterWidget);
