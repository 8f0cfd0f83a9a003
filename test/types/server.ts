/**
 * A Node host: the server renderer is typed from the package's `./server` export. Each `@ts-expect-error`
 * line is a mistake the types must catch.
 */
import {
  createFragmentHandler,
  nodeHandler,
  renderElement,
  type NodeRequest,
  type NodeResponse,
  type RenderOptions,
} from 'storefront-widgets/server';

const options: RenderOptions = {
  assetBase: '/static/',
  content: {},
  platform: 'mobile',
  pageLanguage: 'de-DE',
};
export const footer: string = renderElement('shop-footer', { site: 'DE', reduced: true }, options);
export const block: string = renderElement('newsletter-signup', { site: 'AT', headline: 'Hallo' }, options);

// @ts-expect-error the staff panel renders in the browser only
renderElement('preview-panel', {}, options);
// Where dist/ is served defaults to /static/.
export const plain: string = renderElement('country-switcher', { site: 'PL' }, { content: {} });
// @ts-expect-error where dist/ is served is text
renderElement('shop-footer', {}, { assetBase: 1 });
// @ts-expect-error no such platform
renderElement('shop-footer', {}, { assetBase: '/', platform: 'desktop' });

// A fragment service: the handler, and Node's http behind it (the request and response Node passes fit).
const handler = createFragmentHandler({
  services: { all: 'https://services.example.com', footer: 'https://cms.example.com' },
  allowAttributes: ['headline'],
  sMaxAge: 600,
  log: (line: string) => line.length,
});
export const answer: Promise<Response> = handler(
  new Request('https://shop.example/fragments/shop-footer?site=DE'),
);
export const listener: (req: NodeRequest, res: NodeResponse) => void = nodeHandler(handler);
// @ts-expect-error the services setting is text or bases by service name
createFragmentHandler({ services: 1 });
// @ts-expect-error a loader takes a site code
createFragmentHandler({ loadContent: (site: number) => site, loadPromotion: () => undefined });
