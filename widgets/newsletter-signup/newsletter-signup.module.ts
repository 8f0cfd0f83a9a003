import { reactElement } from '../../src/elements/react-mount.tsx';
import { formStyles } from '../../src/ui/styles.ts';
import styles from './newsletter-signup.css?inline';
import type { NewsletterSignupConfig } from './newsletter-signup.config.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

/** The chunk a `<newsletter-signup>` loads when its first instance connects. */
export default reactElement<NewsletterSignupConfig>({
  tag: 'newsletter-signup',
  component: NewsletterSignup,
  styles,
  sharedStyles: { 'ui-form': formStyles },
  namespaces: ['newsletter', 'ui'],
});
