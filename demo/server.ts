import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './backend/handlers.ts';
import { resetStore, store } from './backend/store.ts';
import { findCustomer, issueLoginToken, LOGIN_TOKEN_TTL_S } from './backend/customer.ts';
import { issueStaffToken, staffCookie, STAFF_USER } from './backend/preview.ts';
import {
  checkoutPage,
  customerLoginPage,
  indexPage,
  kitPage,
  safeReturnPath,
  scalePage,
  siteFromPath,
  sitePage,
  staffLoginPage,
  subscribePage,
} from './pages/pages.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface DemoServerOptions {
  /** Where the production bundle is (default `dist/`). */
  distDir?: string;
  /** Expose `/__test__/reset` and `/__test__/requests` for the browser tests. */
  testEndpoints?: boolean;
}

/**
 * The demo pages' policy, and the one the bundle must satisfy: no inline script or style, no eval.
 * Constructable stylesheets (adoptedStyleSheets) need no 'unsafe-inline'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.html': 'text/html; charset=utf-8',
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

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

/** Serves a file below `base`; anything resolving outside it (`..`, encoded or not) is a 404. */
async function serveFile(
  res: ServerResponse,
  base: string,
  relative: string,
  cache: string,
  req?: IncomingMessage,
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
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
    });
    res.end(body);
    return true;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
    'Cache-Control': cache,
  });
  createReadStream(path).pipe(res);
  return true;
}

function toFetchRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((entry) => headers.append(name, entry));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  options: Required<DemoServerOptions>,
  origin: string,
) {
  const url = new URL(req.url ?? '/', origin);
  const { pathname } = url;

  if (
    pathname.startsWith('/service/footer-images/logos/') &&
    (req.method === 'GET' || req.method === 'HEAD')
  ) {
    const file = pathname.slice('/service/footer-images/logos/'.length);
    if (
      file.endsWith('.svg') &&
      (await serveFile(res, join(ROOT, 'demo/public/logos'), file, 'public, max-age=86400'))
    ) {
      return;
    }
    return send(res, 404, 'Not found');
  }
  if (pathname.startsWith('/service/')) {
    const response = await getResponse(handlers, toFetchRequest(req, origin));
    if (response) return sendFetchResponse(res, response);
    return send(res, 404, JSON.stringify({ error: 'no such endpoint' }), 'application/json');
  }
  if (options.testEndpoints && pathname === '/__test__/reset' && req.method === 'POST') {
    resetStore();
    return send(res, 204, '');
  }
  if (options.testEndpoints && pathname === '/__test__/scale') {
    const count = Math.min(Math.max(Number(url.searchParams.get('n')) || 1, 1), 200);
    return send(res, 200, scalePage(count), TYPES['.html']);
  }
  if (options.testEndpoints && pathname === '/__test__/requests') {
    return send(res, 200, JSON.stringify(store.requests), 'application/json');
  }
  if (pathname === '/staff/login' && req.method === 'POST') return staffLogin(req, res);
  if (pathname === '/account/login' && req.method === 'POST') return customerLogin(req, res);
  if (pathname === '/account/logout' && req.method === 'POST') return customerLogout(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  if (pathname === '/account/login')
    return send(res, 200, customerLoginPage(url.searchParams), TYPES['.html']);
  if (pathname === '/staff/login') return send(res, 200, staffLoginPage(url.searchParams), TYPES['.html']);

  if (pathname.startsWith('/static/')) {
    // The entry keeps its name across releases, so it is revalidated; hashed chunks are immutable.
    const relative = pathname.slice('/static/'.length);
    const cache = relative.startsWith('chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (await serveFile(res, options.distDir, relative, cache, req)) return;
    return send(res, 404, 'Not found');
  }
  if (pathname.startsWith('/demo/')) {
    if (await serveFile(res, join(ROOT, 'demo/public'), pathname.slice('/demo/'.length), 'no-cache')) return;
    return send(res, 404, 'Not found');
  }
  if (pathname.startsWith('/kit-assets/')) {
    const relative = pathname.slice('/kit-assets/'.length);
    if (await serveFile(res, join(ROOT, 'demo/.kit-dist'), relative, 'no-cache', req)) return;
    return send(res, 404, 'Not found');
  }
  if (pathname === '/') return send(res, 200, indexPage(), TYPES['.html']);
  if (pathname === '/kit/') return send(res, 200, kitPage(url.searchParams), TYPES['.html']);

  const match = /^\/([a-z-]+)\/(subscribenewsletter|checkout)?$/.exec(pathname);
  const site = match ? siteFromPath(match[1]!) : undefined;
  if (site && match?.[2] === 'subscribenewsletter')
    return send(res, 200, subscribePage(site, url.searchParams), TYPES['.html']);
  if (site && match?.[2] === 'checkout')
    return send(res, 200, checkoutPage(site, url.searchParams), TYPES['.html']);
  if (site) return send(res, 200, sitePage(site, url.searchParams), TYPES['.html']);
  const bare = /^\/([a-z-]+)$/.exec(pathname);
  if (bare && siteFromPath(bare[1]!)) {
    res.writeHead(308, { ...SECURITY_HEADERS, Location: `${pathname}/${url.search}` });
    return res.end();
  }
  return send(res, 404, 'Not found');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 10_000) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function redirect(res: ServerResponse, location: string, cookie?: string): void {
  res.writeHead(303, {
    ...SECURITY_HEADERS,
    Location: location,
    ...(cookie ? { 'Set-Cookie': cookie } : {}),
  });
  res.end();
}

/**
 * The demo customer login. LoginToken is readable by script on purpose: the widgets send it as the
 * X-LoginToken header (SPEC §7) and read its claims for the renewal timer. It is SameSite=Lax and signed.
 */
async function customerLogin(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  const customer = findCustomer(form.get('email') ?? '', form.get('password') ?? '');
  const back = safeReturnPath(form.get('return'));
  if (!customer)
    return send(res, 401, customerLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
  const cookie = `LoginToken=${issueLoginToken(customer)}; Path=/; SameSite=Lax; Max-Age=${LOGIN_TOKEN_TTL_S}`;
  redirect(res, back, cookie);
}

/** The demo staff login: a signed StaffAuthToken, readable by script (the widgets look for it). */
async function staffLogin(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  const back = safeReturnPath(form.get('return'));
  if (form.get('username') !== STAFF_USER.username || form.get('password') !== STAFF_USER.password) {
    return send(res, 401, staffLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
  }
  redirect(res, back, staffCookie(issueStaffToken()));
}

async function customerLogout(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = await readForm(req);
  redirect(res, safeReturnPath(form.get('return')), 'LoginToken=; Path=/; SameSite=Lax; Max-Age=0');
}

/** The demo storefront and the reference backend on one origin. */
export function createDemoServer(options: DemoServerOptions = {}): Server {
  const resolved: Required<DemoServerOptions> = {
    distDir: resolve(options.distDir ?? join(ROOT, 'dist')),
    testEndpoints: options.testEndpoints ?? false,
  };
  const server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    route(req, res, resolved, `http://127.0.0.1:${port}`).catch((error: unknown) => {
      console.error('demo server:', error);
      if (!res.headersSent) send(res, 500, 'Internal error');
      else res.end();
    });
  });
  return server;
}

/** Starts listening on 127.0.0.1; port 0 picks a free one. Resolves with the base URL. */
export function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolvePromise(`http://127.0.0.1:${address.port}`);
    });
  });
}
