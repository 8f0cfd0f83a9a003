/**
 * The elements a server renders, one line each: the tag and its server definition (`widgets/<tag>/<tag>.server.ts`).
 * `<preview-panel>` is staff-only and renders in the browser. Adding an element here is all `server/` needs.
 */
import { countrySwitcherServer } from '../widgets/country-switcher/country-switcher.server.ts';
import { newsletterSignupServer } from '../widgets/newsletter-signup/newsletter-signup.server.ts';
import { shopFooterServer } from '../widgets/shop-footer/shop-footer.server.ts';
import type { AnyServerDefinition } from './server-definition.ts';

const ELEMENTS = {
  'shop-footer': shopFooterServer,
  'country-switcher': countrySwitcherServer,
  'newsletter-signup': newsletterSignupServer,
} satisfies Record<string, AnyServerDefinition>;

/** The elements a server renders; `<preview-panel>` is staff-only and renders in the browser. */
export type ServerTag = keyof typeof ELEMENTS;

/** The tags `renderElement` renders. */
export const SERVER_TAGS = Object.keys(ELEMENTS) as ServerTag[];

export function isServerTag(tag: string): tag is ServerTag {
  return Object.hasOwn(ELEMENTS, tag);
}

/** The server definition of a tag the server renders. */
export function serverElement(tag: ServerTag): AnyServerDefinition {
  return ELEMENTS[tag];
}
