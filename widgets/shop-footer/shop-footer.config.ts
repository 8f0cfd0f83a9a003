import { booleanAttribute, siteAttribute, urlAttribute } from '../../src/elements/attributes.ts';
import type { ElementConfig } from '../../src/elements/element-definition.ts';
import { ELEMENT_CONTAINER_CSS } from '../../src/platform/breakpoints.ts';

/** The attributes of `<shop-footer>`, parsed from the element by the loader and handed to its chunk. */
export const attributes = {
  site: siteAttribute(),
  reduced: booleanAttribute(),
  preview: booleanAttribute(),
  hideNewsletter: booleanAttribute(),
  contentSrc: urlAttribute(),
};

/** What the `<shop-footer>` component renders from: the parsed attributes and the page language. */
export type ShopFooterConfig = ElementConfig<typeof attributes>;

/**
 * Host styles from before the code arrives (also in the server's stylesheet): the footer's usual height, reserved,
 * and given back when there is no footer to show (its `data-state`, `footerState`); the host as the container the
 * footer lays itself out by.
 */
export const hostStyles =
  ":host{min-height:40rem;contain:layout}:host([data-state='unavailable']){min-height:0}" +
  ELEMENT_CONTAINER_CSS;
