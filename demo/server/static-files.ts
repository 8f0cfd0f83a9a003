import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { TYPES } from './answers.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/* Files from disk: compressed as a CDN would, never from outside their folder, and which of dist/ a browser gets. */

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.map']);
const compressed = new Map<string, Buffer>();

/** Brotli or gzip, as a CDN would send: compressed once per file and encoding, then from memory. */
function encodingFor(req: IncomingMessage | undefined, path: string): 'br' | 'gzip' | undefined {
  if (!req || !COMPRESSIBLE.has(extname(path))) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** Serves a file below `base` (with `extraHeaders` over the security headers); anything resolving outside it (`..`, encoded or not) is a 404. */
export async function serveFile(
  res: ServerResponse,
  base: string,
  relative: string,
  cache: string,
  req?: IncomingMessage,
  extraHeaders: Record<string, string> = {},
): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return false;
  }
  const path = normalize(join(base, decoded));
  if (!path.startsWith(base + sep)) return false;
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return false;
  const encoding = encodingFor(req, path);
  if (encoding) {
    const key = `${encoding}:${path}:${info.mtimeMs}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = await readFile(path);
      // Quality 9, not 11: close in size, and fast enough to compress on the first request.
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(raw, { level: 9 });
      compressed.set(key, body);
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      ...extraHeaders,
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
      'Cache-Control': cache,
      Vary: extraHeaders.Vary ? `${extraHeaders.Vary}, Accept-Encoding` : 'Accept-Encoding',
    });
    res.end(body);
    return true;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...extraHeaders,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    'Cache-Control': cache,
  });
  createReadStream(path).pipe(res);
  return true;
}

/**
 * The files of dist/ a browser loads, and so all `/static/` serves: the entry, its chunks, the stylesheets in
 * assets/, and the source maps beside them (shipped on purpose: devtools load one when asked, docs/decisions/0057).
 * Not the server renderer (dist/server/, with its source map), the build's manifest (.vite/), the elements'
 * manifest (custom-elements.json, for editors and tools), the release manifest (release-manifest.json, for the
 * deployment) or any hidden file: they are 404. Checked on the path as
 * serveFile decodes it, so an encoded `..` or `/` cannot step from chunks/ into server/.
 */
const BROWSER_FILE = /^(?:storefront-widgets\.js|chunks\/[^/.][^/]*\.js|assets\/[^/.][^/]*\.css)(?:\.map)?$/;

export function isBrowserFile(relative: string): boolean {
  try {
    return BROWSER_FILE.test(decodeURIComponent(relative));
  } catch {
    return false;
  }
}
