/**
 * `storefront-widgets/server`: renders `<shop-footer>`, `<country-switcher>` and `<newsletter-signup>` to HTML
 * with a declarative shadow root, for a shop server, an SSI/ESI fragment service or a CDN worker to compose into
 * pages; `createFragmentHandler` serves them by URL as a Fetch-API handler, `nodeHandler` puts that behind Node's
 * `http` or Express. Web-standard APIs only: the same source is built for Node (dist/server/index.js) and for
 * workers (dist/server/worker.js). The bundle's elements take the HTML over in the browser without replacing it.
 */
export {
  DEFAULT_ASSET_BASE,
  elementStylesheet,
  renderElement,
  type ElementAttributes,
  type ElementStylesheet,
  type RenderOptions,
} from './render.ts';
export { SERVER_TAGS, type ServerTag } from './elements.ts';
export {
  createFragmentHandler,
  type FragmentHandler,
  type FragmentHandlerOptions,
} from './fragment-handler.ts';
export { nodeHandler, type NodeRequest, type NodeResponse } from './node-handler.ts';
export type { ServicesSetting } from '../src/http/service-base.ts';
export type { Site } from '../src/sites.ts';
