/**
 * `storefront-widgets/react`: the elements in React server frameworks (Next.js App Router, React 19). The server
 * component `StorefrontElement` renders an element `renderElement` drew, on the server and after a client
 * navigation alike; `createBundleHandler` serves the package's browser files from a route. Server code: import it
 * from server components and route handlers (the JSX types of the tags, `types/react.d.ts`, are for any file).
 */
export { StorefrontElement, type StorefrontElementProps } from './storefront-element.ts';
export { createBundleHandler, type BundleHandlerOptions } from './bundle-handler.ts';
