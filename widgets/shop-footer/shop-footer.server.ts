import { serverDefinition } from '../../server/server-definition.ts';
import type { FooterState } from './footer-view.ts';
import { footerSources } from './prefetch.ts';
import { attributes, hostStyles } from './shop-footer.config.ts';
import { footerWidget } from './shop-footer.module.ts';

/** `<shop-footer>` on a server: drawn for any width unless told the platform, from its content and promotion. */
export const shopFooterServer = serverDefinition({
  attributes,
  hostStyles,
  widget: footerWidget,
  drawsByPlatform: true,
  drawnState: 'shown' satisfies FooterState,
  documents(config) {
    // The browser's own derivation: no cookies on the server, so the host passes `reduced` when the page is
    // reduced, and a reduced footer reads no promotion (the handler does not fetch one either).
    const { content, promotion } = footerSources(config, '');
    return {
      content: { address: content, siteDocument: config.contentSrc === '' },
      ...(promotion === undefined
        ? {}
        : { promotion: { address: promotion, siteDocument: true, optional: true } }),
    };
  },
});
