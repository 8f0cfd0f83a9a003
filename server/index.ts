/**
 * `storefront-widgets/server`: renders `<shop-footer>`, `<country-switcher>` and `<newsletter-signup>` to HTML
 * with a declarative shadow root, in Node 20, for a shop server, an SSI/ESI fragment service or a CDN worker
 * to compose into pages. The bundle's elements take the HTML over in the browser without replacing it.
 */
export {
  DEFAULT_ASSET_BASE,
  elementStylesheet,
  renderElement,
  SERVER_TAGS,
  type ElementAttributes,
  type ElementStylesheet,
  type RenderOptions,
  type ServerTag,
} from './render.ts';
export type { ServicesSetting } from '../src/http/service-base.ts';
