import { serverDefinition } from '../../server/server-definition.ts';
import { footerContentSource } from '../../src/content/document-urls.ts';
import { isRecord } from '../../src/content/json.ts';
import { attributes, hostStyles } from './country-switcher.config.ts';
import { countrySwitcherWidget } from './country-switcher.module.ts';

/** `<country-switcher>` on a server: drawn for any width unless told the platform, from the footer content. */
export const countrySwitcherServer = serverDefinition({
  attributes,
  hostStyles,
  widget: countrySwitcherWidget,
  drawsByPlatform: true,
  documents: (config) => ({
    content: {
      address: footerContentSource(config),
      siteDocument: config.contentSrc === '',
      // The switcher reads `international` only: the rest of the footer's document stays out of its snapshot.
      keep: (content) => (isRecord(content) ? { international: content.international } : {}),
    },
  }),
});
