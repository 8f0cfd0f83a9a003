import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ServerRenderer from '../../server/index.ts';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../../demo/content/promotions.ts';
import { docBlock } from '../docs.ts';

/*
 * The fragment handler at a CDN edge: the package's worker build (dist/server/worker.js, the `worker` export
 * condition) in workerd, Cloudflare's Workers runtime (brought by miniflare), answers as the Node build does:
 * the same HTML and the same ETag. Both ask one fake content service for the reference documents.
 */

const DIST = resolve(process.env.SW_DIST_DIR ?? 'dist');

/** The content service both handlers fetch from: the reference documents, the promotion wrapped as the service wraps it. */
const SERVICE_SOURCE = `
const CONTENT = ${JSON.stringify(FOOTER_CONTENT)};
const PROMOTIONS = ${JSON.stringify(FOOTER_PROMOTIONS)};
async function service(input) {
  const url = new URL(String(input));
  const content = /\\/service\\/footer\\/api\\/v1\\/content\\/(\\w+)$/.exec(url.pathname);
  if (content && CONTENT[content[1]]) return Response.json(CONTENT[content[1]]);
  const promotion = PROMOTIONS[url.searchParams.get('site')];
  if (url.pathname.endsWith('/SHOP_FOOTER') && promotion) return Response.json({ contentJSON: JSON.stringify(promotion) });
  return new Response(null, { status: 404 });
}
const OPTIONS = { services: 'https://services.example', fetch: service, allowAttributes: ['headline'] };
`;

/** The same service for the Node build, written here (the worker's is the text above). */
async function nodeService(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input));
  const content = /\/service\/footer\/api\/v1\/content\/(\w+)$/.exec(
    url.pathname,
  )?.[1] as keyof typeof FOOTER_CONTENT;
  if (content && FOOTER_CONTENT[content]) return Response.json(FOOTER_CONTENT[content]);
  const promotion = FOOTER_PROMOTIONS[url.searchParams.get('site') as keyof typeof FOOTER_CONTENT];
  if (url.pathname.endsWith('/SHOP_FOOTER') && promotion)
    return Response.json({ contentJSON: JSON.stringify(promotion) });
  return new Response(null, { status: 404 });
}

const WORKER = `
import { createFragmentHandler } from './worker.js';
${SERVICE_SOURCE}
const handler = createFragmentHandler(OPTIONS);
export default { fetch: (request) => handler(request) };
`;

const PATHS = [
  '/fragments/shop-footer?site=DE',
  '/fragments/shop-footer?site=PL&reduced=&platform=mobile',
  '/fragments/country-switcher?site=CH_FR&lang=fr',
  '/fragments/newsletter-signup?site=AT&headline=Hallo%20%22du%22',
  '/fragments/newsletter-signup?site=AT&image-alt=x',
  '/fragments/preview-panel?site=DE',
];

/**
 * The oldest compatibility date workerd takes, and a recent one: the worker build needs no date of its own (React's
 * edge renderer, which starts nothing at its top level; its browser renderer made a `MessageChannel` there, which
 * a worker on an older date, 2025-01-01 say, does not have). The fragments guide says so.
 */
const COMPATIBILITY_DATES = ['2021-11-03', '2025-09-01'];

describe.each(COMPATIBILITY_DATES)(
  'the fragment handler in workerd, compatibility date %s',
  (compatibilityDate) => {
    let mf: Miniflare | undefined;
    let node: (request: Request) => Promise<Response>;

    beforeAll(async () => {
      mf = new Miniflare({
        modules: [
          { type: 'ESModule', path: 'entry.mjs', contents: WORKER },
          {
            type: 'ESModule',
            path: 'worker.js',
            contents: readFileSync(join(DIST, 'server/worker.js'), 'utf8'),
          },
        ],
        compatibilityDate,
      });
      const renderer = (await import(
        /* @vite-ignore */ pathToFileURL(join(DIST, 'server/index.js')).href
      )) as typeof ServerRenderer;
      node = renderer.createFragmentHandler({
        services: 'https://services.example',
        fetch: nodeService,
        allowAttributes: ['headline'],
      });
    });

    afterAll(async () => {
      await mf?.dispose();
    });

    it.each(PATHS)('answers %s with the HTML, status, caching and ETag of the Node build', async (path) => {
      const atEdge = await mf!.dispatchFetch(`https://shop.example${path}`);
      const inNode = await node(new Request(`https://shop.example${path}`));
      expect(atEdge.status).toBe(inNode.status);
      for (const header of ['content-type', 'cache-control', 'etag'])
        expect(atEdge.headers.get(header), header).toBe(inNode.headers.get(header));
      const html = await atEdge.text();
      expect(html).toBe(await inNode.text());
      if (path.includes('site=DE') && path.includes('shop-footer')) {
        expect(html).toContain('<template shadowrootmode="open">');
        expect(html).toContain(FOOTER_PROMOTIONS.DE!.headline);
      }
    });

    it('answers 304 on the ETag it gave', async () => {
      const first = await mf!.dispatchFetch('https://shop.example/fragments/shop-footer?site=AT');
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      const again = await mf!.dispatchFetch('https://shop.example/fragments/shop-footer?site=AT', {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
      await again.arrayBuffer();
    });
  },
);

describe("the fragments guide's local try of the worker build, as written", () => {
  it('prints 200, HTML and the element from a folder with the package and Miniflare in node_modules', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sw-try-worker-'));
    try {
      const server = join(folder, 'node_modules/storefront-widgets/dist/server');
      mkdirSync(server, { recursive: true });
      cpSync(join(DIST, 'server/worker.js'), join(server, 'worker.js'));
      symlinkSync(resolve('node_modules/miniflare'), join(folder, 'node_modules/miniflare'), 'dir');
      writeFileSync(
        join(folder, 'try-worker.mjs'),
        docBlock('docs/guides/fragments.md', '#### Trying it locally', 'js'),
      );
      // The guide's services address is one no machine reaches: workerd logs the failed lookup (stderr), and the
      // handler answers the bare element.
      const printed = execFileSync(process.execPath, ['try-worker.mjs'], {
        cwd: folder,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      expect(printed).toMatch(/^200 text\/html; charset=utf-8 <country-switcher site="PL"/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
