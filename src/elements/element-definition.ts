import type { Language } from '../i18n/languages.ts';
import type { Namespace } from '../i18n/translation-files.ts';
import type { AttributeTypes, AttributeValues } from './attributes.ts';
import type { ElementModule } from './element-module.ts';

/*
 * What an element declares to the loader (its `<tag>.element.ts`): its tag, attributes, chunk and the hooks the
 * loader calls before the chunk. `define.ts` builds the custom element from it.
 */

/** The parsed attributes plus the resolved page language: everything an element renders from. */
export type ElementConfig<Types extends AttributeTypes> = AttributeValues<Types> & { language: Language };

export interface ElementDefinition<Types extends AttributeTypes> {
  tag: string;
  /** The attributes, by camelCase property name (r2wc maps `contentSrc` to `content-src`). */
  attributes: Types;
  /** Imports the element's chunk; called when the first instance connects, not before. */
  load: () => Promise<ElementModule<ElementConfig<Types>>>;
  /** Host styles applied before the chunk arrives: they reserve the element's space. */
  hostStyles?: string;
  /**
   * Starts the data requests the element will make, when it is needed, in parallel with its chunk: the
   * chunk's code then finds them under way instead of starting them after it arrived. Their code is imported here
   * (it comes with the HTTP client's chunk, `src/http/early-fetch.ts`): the element mounts once the returned promise
   * settles. Must never throw.
   */
  prefetch?: (config: ElementConfig<Types>) => void | Promise<void>;
  /**
   * The translation files (namespaces) the chunk renders with, the same list as its module's: fetched in the
   * page language together with the chunk, not after React has started. Leave out for staff-only code.
   */
  translations?: readonly Namespace[];
  /**
   * A server-rendered element's step before React, on the server's nodes, in a task of its own after the
   * upgrade (the footer hides its newsletter block for a subscriber); each widget's is in its `before-react.ts`.
   * Returns true when the server's HTML is wrong for this page (the footer drawn full where a cookie makes it
   * reduced): React then takes over at once and redraws. Must never throw. Attributes, the language and the
   * platform the loader checks itself (`src/elements/wake/arrival.ts`).
   */
  beforeReact?: (host: HTMLElement, root: ShadowRoot) => boolean;
  /**
   * Called when a server-rendered element is woken because the visitor reached for `reachedFor`: starts the
   * code the element will ask for on that press, focus or hover (the sign-up form's rules) together with its
   * chunk and React, not after React has run. Must never throw.
   */
  warm?: (reachedFor: Element) => void;
  /**
   * Listens on the shadow root for the element's whole life, whether the server's nodes, React's or none are in
   * it (the country links keep the page on activation). Returns the function that stops listening.
   */
  listen?: (root: ShadowRoot) => () => void;
}
