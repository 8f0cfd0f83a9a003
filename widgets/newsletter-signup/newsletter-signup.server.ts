import { serverDefinition } from '../../server/server-definition.ts';
import { attributes, hostStyles } from './newsletter-signup.config.ts';
import { newsletterWidget } from './newsletter-signup.module.ts';

/** `<newsletter-signup>` on a server: the same form for every platform, from its attributes and texts alone. */
export const newsletterSignupServer = serverDefinition({
  attributes,
  hostStyles,
  widget: newsletterWidget,
  drawsByPlatform: false,
  // A double opt-in link is one visitor's: its confirmation happens in the browser.
  browserOnly: (config) => config.doiToken !== '',
  documents: () => ({}),
});
