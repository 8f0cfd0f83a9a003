/**
 * JSX types of the elements for React 19 hosts: `import type {} from 'storefront-widgets/react';` once in the
 * app (or `/// <reference types="storefront-widgets/react" />` in a .d.ts), next to `import 'storefront-widgets'`.
 *
 * Attributes are written as in HTML (`image-src`, `hide-newsletter`). Events are React 19 custom-element
 * event props: `on` + the event name, as in `onnewsletter-signup-success={(event) => event.detail.origin}`.
 * A misspelt attribute with a hyphen is not reported: TypeScript never checks unknown hyphenated JSX names.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { StorefrontElements } from './storefront-widgets.js';

export * from './storefront-widgets.js';

/** React 19 adds a listener for a prop named `on<event-name>` on a custom element. */
export type StorefrontEventProps<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void;
};

/** The JSX props of one element: the usual HTML props, its attributes and its events. */
export type StorefrontJsxProps<Tag extends keyof StorefrontElements> = DetailedHTMLProps<
  HTMLAttributes<StorefrontElements[Tag]['element']>,
  StorefrontElements[Tag]['element']
> &
  StorefrontElements[Tag]['attributes'] &
  StorefrontEventProps<StorefrontElements[Tag]['events']>;

/** Each tag's JSX props, from the tags of `StorefrontElements`. */
export type StorefrontIntrinsicElements = { [Tag in keyof StorefrontElements]: StorefrontJsxProps<Tag> };

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends StorefrontIntrinsicElements {}
  }
}
