import { siteAttribute, urlAttribute } from '../../src/elements/attributes.ts';
import type { ElementConfig } from '../../src/elements/element-definition.ts';

/** The attributes of `<country-switcher>`, parsed from the element by the loader and handed to its chunk. */
export const attributes = {
  site: siteAttribute(),
  contentSrc: urlAttribute(),
};

/** What the `<country-switcher>` component renders from: the parsed attributes and the page language. */
export type CountrySwitcherConfig = ElementConfig<typeof attributes>;

/** Host styles from before the code arrives (also in the server's stylesheet): the switcher's button height, reserved. */
export const hostStyles = ':host{display:inline-block;min-height:2.75rem}';
