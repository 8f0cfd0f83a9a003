import type { IncomingMessage, ServerResponse } from 'node:http';
import { toSite } from '../../src/sites.ts';
import { isReduced } from '../../widgets/shop-footer/footer-rules.ts';
import { demoFragmentHandler, loadRenderer, REFERENCE_CONTENT, renderOptions } from '../fragments.ts';
import type { Compose } from '../pages/pages.ts';
import { send } from './answers.ts';

/* The built server renderer in the demo: the fragment route, and the storefront pages composed on the server. */

/** The fragment route of each dist/ folder: the built renderer's handler behind `nodeHandler`. */
const fragmentRoutes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();

/**
 * `GET /fragments/{tag}?…`: an element's server-rendered HTML, cacheable by a CDN: the package's fragment handler
 * (`createFragmentHandler`, demo/fragments.ts) behind its `nodeHandler`, as a shop's Node server would mount it.
 */
export async function sendFragment(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
): Promise<void> {
  let route = fragmentRoutes.get(distDir);
  if (!route) {
    const renderer = await loadRenderer(distDir).catch(() => undefined);
    if (!renderer) return send(res, 503, 'The server renderer is not built: run `npm run build`.');
    // The security headers are on the response already (applySecurityHeaders): nodeHandler's writeHead adds to them.
    route = renderer.nodeHandler(demoFragmentHandler(renderer));
    fragmentRoutes.set(distDir, route);
  }
  route(req, res);
}

/** The dist/ folders whose missing renderer was reported: once each, not per page. */
const warnedRenderer = new Set<string>();

/**
 * The demo host's composition: the elements of a storefront page rendered by the built renderer from the
 * reference content, as a shop's page server would. The host reads its own cookies: the footer's rule (`isReduced`,
 * the attribute or a reduced-footer cookie) gives the `reduced` the footer is rendered with. Without a built
 * renderer the page is client-rendered.
 */
export async function composer(distDir: string, cookies: string): Promise<Compose | undefined> {
  const renderer = await loadRenderer(distDir).catch((error: unknown) => {
    if (!warnedRenderer.has(distDir))
      console.warn(
        `storefront pages are client-rendered: no server renderer in ${distDir} (${String(error)})`,
      );
    warnedRenderer.add(distDir);
    return undefined;
  });
  if (!renderer) return undefined;
  return (tag, written, lang) => {
    const site = toSite(String(written.site)) ?? 'DE';
    const attributes =
      tag === 'shop-footer' ? { ...written, reduced: isReduced(Boolean(written.reduced), cookies) } : written;
    return renderer.renderElement(tag, attributes, {
      ...renderOptions(tag, site, REFERENCE_CONTENT),
      pageLanguage: lang,
    });
  };
}
