/**
 * JSX types of the elements for React 19 hosts: `import type {} from 'storefront-widgets/react';` once in the
 * app (or `/// <reference types="storefront-widgets/react" />` in a .d.ts), next to `import 'storefront-widgets'`.
 *
 * Attributes are written as in HTML (`image-src`, `hide-newsletter`). Events are React 19 custom-element
 * event props: `on` + the event name, as in `onnewsletter-signup-success={(event) => event.detail.origin}`.
 * A misspelt attribute with a hyphen is not reported: TypeScript never checks unknown hyphenated JSX names.
 *
 * In a React server framework (Next.js App Router), the same module also renders a server-drawn element and
 * serves the bundle: `StorefrontElement` and `createBundleHandler`, for server components and route handlers
 * (docs/guides/nextjs.md).
 */
import type { DetailedHTMLProps, HTMLAttributes, ReactElement } from 'react';
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

export interface StorefrontElementProps {
  /** One element's HTML from `renderElement` or the fragment handler (`createFragmentHandler`). */
  html: string;
}

/**
 * A React Server Component: the element `renderElement` drew, server-rendered with its declarative shadow root on
 * the first load, without a hydration mismatch, and shown at once after a client navigation. Throws a `TypeError`
 * for HTML that is not one element as the renderer writes it.
 */
export declare function StorefrontElement(props: StorefrontElementProps): ReactElement;

export interface BundleHandlerOptions {
  /** The package's `dist/` folder; default `node_modules/storefront-widgets/dist` below the working directory. */
  dist?: string;
  /** The path it answers under, as `renderElement`'s `assetBase`; default `/static/`. */
  path?: string;
}

/**
 * A Fetch-API handler (a Next.js route handler's `GET`) serving the browser's files of the installed package (the
 * entry, its chunks, the stylesheets, their maps) with the caching the README names; anything else is a 404.
 * Node only.
 */
export declare function createBundleHandler(
  options?: BundleHandlerOptions,
): (request: Request) => Promise<Response>;
