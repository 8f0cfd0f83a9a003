import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { browserFileCaching, DEFAULT_ASSET_BASE, isBrowserFile } from '../server/browser-files.ts';

export interface BundleHandlerOptions {
  /** The package's `dist/` folder; default `node_modules/storefront-widgets/dist` below the working directory. */
  dist?: string;
  /** The path it answers under, as `renderElement`'s `assetBase`; default `/static/`. */
  path?: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * A Fetch-API handler (a Next.js route handler's `GET`) serving the browser's files of the installed package:
 * the entry, its chunks, the stylesheets and their maps, with the caching the README's "Deploying dist/" names;
 * anything else (the server renderer, a path outside dist/) is a 404. Node only: it reads the files from disk.
 */
export function createBundleHandler(
  options: BundleHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const dist = resolve(
    /* turbopackIgnore: true */ options.dist ??
      join(process.cwd(), 'node_modules', 'storefront-widgets', 'dist'),
  );
  const base = options.path ?? DEFAULT_ASSET_BASE;
  if (!/^\/(.*\/)?$/.test(base))
    throw new TypeError(`createBundleHandler: path must be a path ending in /, not ${JSON.stringify(base)}`);
  const notFound = () => new Response('Not found', { status: 404 });
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(base)) return notFound();
    const relative = pathname.slice(base.length);
    if (!isBrowserFile(relative)) return notFound();
    const file = join(/* turbopackIgnore: true */ dist, decodeURIComponent(relative));
    if (!file.startsWith(dist + sep)) return notFound();
    // Not traced by a bundler: the folder is known only when the server runs (see the guide for standalone output).
    const info = await stat(/* turbopackIgnore: true */ file).catch(() => undefined);
    if (!info?.isFile()) return notFound();
    const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
    const headers = {
      'Content-Type': TYPES[extname(file)]!,
      'Cache-Control': browserFileCaching(relative),
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const body =
      request.method === 'HEAD' ? null : new Uint8Array(await readFile(/* turbopackIgnore: true */ file));
    return new Response(body, { headers: { ...headers, 'Content-Length': String(info.size) } });
  };
}
