import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Site } from '../src/sites.ts';
import type * as ServerRenderer from '../server/index.ts';
import type { RenderOptions, ServerTag } from '../server/index.ts';
import { FOOTER_CONTENT } from './content/footer/index.ts';
import { FOOTER_PROMOTIONS } from './content/promotions.ts';

type Renderer = typeof ServerRenderer;

/** Where the demo serves dist/: the stylesheets the fragments link to are there. */
const ASSET_BASE = '/static/';

const renderers = new Map<string, Promise<Renderer>>();

/**
 * The built server renderer of `distDir` (dist/server/index.js), the one a shop's Node server would import: its
 * stylesheet links name the files that build wrote.
 */
export function loadRenderer(distDir: string): Promise<Renderer> {
  let renderer = renderers.get(distDir);
  if (!renderer) {
    renderer = import(
      /* @vite-ignore */ pathToFileURL(join(distDir, 'server/index.js')).href
    ) as Promise<Renderer>;
    renderer.catch(() => renderers.delete(distDir));
    renderers.set(distDir, renderer);
  }
  return renderer;
}

/** What the demo's content service holds for a site: the footer content and its SHOP_FOOTER promotion. */
export interface ContentSource {
  content(site: Site): unknown;
  promotion(site: Site): unknown;
}

/** The reference backend's documents (the same the footer's services answer with). */
export const REFERENCE_CONTENT: ContentSource = {
  content: (site) => FOOTER_CONTENT[site],
  promotion: (site) => FOOTER_PROMOTIONS[site],
};

/**
 * The free text the demo's own pages put into fragment URLs: the newsletter block of the nginx SSI page
 * (demo/nginx/pages/de.html) sets its `headline` and `origin-addition`. Any other free text or address is
 * refused with 400, as a production handler with the same list would refuse it.
 * @internal Test seam: the test holds the list against the include lines of the demo's pages.
 */
export const DEMO_ALLOWED_ATTRIBUTES: readonly string[] = ['headline', 'origin-addition'];

/**
 * The demo's `/fragments/` route: the built renderer's fragment handler over the reference documents, loaded in
 * process (a shop would give it `services` instead). Refusals and fragments without content are logged, as
 * the handler words them: tag, status and reason, no value from the URL.
 */
export function demoFragmentHandler(renderer: Renderer, source: ContentSource = REFERENCE_CONTENT) {
  return renderer.createFragmentHandler({
    loadContent: (site) => source.content(site),
    loadPromotion: (site) => source.promotion(site),
    assetBase: ASSET_BASE,
    allowAttributes: DEMO_ALLOWED_ATTRIBUTES,
    log: (line) => console.warn(`demo fragments: ${line}`),
  });
}

/**
 * What the demo host renders a composed page's element from: the reference documents the tag reads. A content
 * source that fails leaves them out, so the element is the bare tag, which fetches its content and renders
 * itself.
 */
export function renderOptions(tag: ServerTag, site: Site, source: ContentSource): RenderOptions {
  const options: RenderOptions = { assetBase: ASSET_BASE };
  try {
    if (tag !== 'newsletter-signup') options.content = source.content(site);
    if (tag === 'shop-footer') options.promotion = source.promotion(site);
  } catch (error) {
    console.warn(`<${tag}> ${site}: the content source failed (${String(error)}); the bare element goes out`);
    return { assetBase: ASSET_BASE };
  }
  return options;
}
