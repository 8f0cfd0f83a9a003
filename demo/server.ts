import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './backend/handlers.ts';
import { contractText, readContract } from './backend/contract.ts';
import { resetStore, store } from './backend/store.ts';
import { findCustomer, issueLoginToken } from './backend/customer.ts';
import { loginTokenCookie } from './backend/login.ts';
import { attemptLogin, type LoginAttempt } from './backend/login-limit.ts';
import { issueStaffToken, staffCookie, STAFF_USER } from './backend/preview.ts';
import { CLIENT_ADDRESS_HEADER } from './backend/rate-limit.ts';
import { requestCookies } from './backend/request-cookies.ts';
import { revokeToken, verifyLiveToken } from './backend/revocation.ts';
import { corsHeaders, isAllowedOrigin, preflightHeaders, readCorsOrigins } from './backend/cors.ts';
import { CORS_ORIGIN_HEADER, isCrossSite } from './backend/same-origin.ts';
import { LOGIN_PATH } from '../src/contract/login.ts';
import { PREVIEW_CHECK_AUTH_PATH } from '../src/contract/preview.ts';
import { demoFragmentHandler, loadRenderer, REFERENCE_CONTENT, renderOptions } from './fragments.ts';
import { isReducedFooterByCookie } from '../src/platform/cookies.ts';
import { toSite } from '../src/sites.ts';
import { LOGO_PATH } from '../src/contract/footer.ts';
import {
  COBRA_AUTH_TOKEN_COOKIE,
  LOGIN_TOKEN_COOKIE,
  LONGTERM_TOKEN_COOKIE,
  STAFF_AUTH_TOKEN_COOKIE,
} from '../src/contract/cookies.ts';
import {
  checkoutPage,
  type Compose,
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
import { apiDocsPage } from './pages/api-docs.ts';
import { builderPage } from './pages/builder.ts';
import { hostilePage } from './pages/hostile.ts';
import { integrationPage } from './pages/integration.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export interface DemoServerOptions {
  /** Where the production bundle is (default `dist/`). */
  distDir?: string;
  /**
   * Expose `/__test__/reset`, `/__test__/requests` and `/__test__/fragments` (the fragment requests that reached
   * this server, so a test can tell a cache answered) for the browser tests.
   */
  testEndpoints?: boolean;
  /** Told every answer of the reference backend (`/service/*`): the unit tests check it against the contract. */
  onServiceAnswer?: (request: Request, response: Response) => void;
  /**
   * Origins of pages that may call the reference backend from another origin (backend/cors.ts), e.g.
   * `['http://localhost:5173']`; `npm start` reads them, comma-separated, from SW_CORS_ORIGINS. None by default.
   */
  corsOrigins?: readonly string[];
}

/**
 * The demo pages' policy: the host policy of docs/guides/services.md ("Content-Security-Policy"), word for word
 * (`demo/server.test.ts` holds the two equal), and the one the bundle must satisfy: no inline script or style, no
 * eval, no `data:` images. Constructable stylesheets (adoptedStyleSheets) need no 'unsafe-inline'.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Sent with every response (set before routing, so a route that forgets them still has them;
 * docs/design/backend.md, "Security"):
 * - CSP above; `frame-ancestors 'none'` and X-Frame-Options (for older browsers): no page may be framed.
 * - nosniff: a file is only ever used as the type it is served as.
 * - Referrer-Policy `same-origin`: other origins learn nothing, not even ours, from a link or request (the DOI page
 *   carries its token in the query). Not `no-referrer`: that would also send `Origin: null` on our own POSTs.
 * - Permissions-Policy: the widgets use no device API, so none may be used on these pages, not even by a frame.
 * - Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy `same-origin`: no cross-origin window keeps a
 *   handle on ours, and no other origin may embed our answers (the customer data, the scripts) in its page.
 * @internal Test seam: the tests check every answer carries them.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Only for a request that came over https (below): a browser ignores it over http anyway. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the visitor's connection is https: TLS on this socket, or a TLS-terminating proxy in front saying so
 * (`X-Forwarded-Proto: https` or `Forwarded: proto=https`). Trusting the header is safe here because it can only
 * add restrictions (Secure cookies, HSTS); a client that fakes it only loses its own cookies over http.
 */
function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return (
    forwarded === 'https' || /(?:^|[;,\s])proto=https(?:$|[;,\s])/i.test(String(req.headers.forwarded ?? ''))
  );
}

/**
 * The cookies the widgets' scripts read on purpose, and why; every other cookie is made HttpOnly.
 * Their theft by injected script is what the CSP above prevents; they are signed (tokens.ts) and expire.
 * @internal Test seam: the tests check every other cookie is HttpOnly.
 */
export const SCRIPT_READABLE_COOKIES: Record<string, string> = {
  [LOGIN_TOKEN_COOKIE]:
    'sent as the X-LoginToken header for the base data; its exp and ren claims drive the renewal timer',
  [LONGTERM_TOKEN_COOKIE]: 'the renewal module reads whether it is missing or due (docs/decisions.md 39)',
  [STAFF_AUTH_TOKEN_COOKIE]: 'the preview panel loads only where it exists, before the check-auth call',
  [COBRA_AUTH_TOKEN_COOKIE]: 'as StaffAuthToken (set by the staff system, never by the demo)',
};

/**
 * Every Set-Cookie of the demo server passes here. SameSite=Lax unless the cookie names its own: the session
 * survives arriving from a mail or search link, while a form another site posts, or its scripts' requests, do not
 * carry it.
 * HttpOnly unless the widgets must read it (above). Secure when the visitor's connection is https: not over the
 * demo's plain http://127.0.0.1, where it would describe a transport that is not there (Safari and some HTTP
 * clients drop a Secure cookie over http even on loopback), and the demo listens on loopback only.
 * @internal Test seam: a rule of its own, tested as a table.
 */
export function hardenCookie(cookie: string, secure: boolean): string {
  const name = cookie.slice(0, cookie.indexOf('=')).trim();
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().split('=')[0]!.toLowerCase());
  const added: string[] = [];
  if (!attributes.includes('samesite')) added.push('SameSite=Lax');
  if (!Object.hasOwn(SCRIPT_READABLE_COOKIES, name) && !attributes.includes('httponly'))
    added.push('HttpOnly');
  if (secure && !attributes.includes('secure')) added.push('Secure');
  return [cookie, ...added].join('; ');
}

function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (isSecureRequest(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.html': 'text/html; charset=utf-8',
};

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': 'no-store',
    ...headers,
  });
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

/** Serves a file below `base` (with `extraHeaders` over the security headers); anything resolving outside it (`..`, encoded or not) is a 404. */
async function serveFile(
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
 * assets/, and the source maps beside them (shipped on purpose: devtools load one when asked, docs/decisions.md 57).
 * Not the server renderer (dist/server/, with its source map), the build's manifest (.vite/), the elements'
 * manifest (custom-elements.json, for editors and tools) or any hidden file: they are 404. Checked on the path as
 * serveFile decodes it, so an encoded `..` or `/` cannot step from chunks/ into server/.
 */
const BROWSER_FILE = /^(?:storefront-widgets\.js|chunks\/[^/.][^/]*\.js|assets\/[^/.][^/]*\.css)(?:\.map)?$/;

function isBrowserFile(relative: string): boolean {
  try {
    return BROWSER_FILE.test(decodeURIComponent(relative));
  } catch {
    return false;
  }
}

/** The client's address as this server sees it (never X-Forwarded-For, which any client can write). */
function remoteAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The origin the visitor's browser addressed: https behind a TLS proxy (isSecureRequest), and the Host header.
 * The handlers see it as their request's origin, so that a same-origin check compares what the browser compares.
 * Without a usable Host header, `fallback` (the loopback address the server listens on).
 */
function publicOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  if (!host) return fallback;
  try {
    const url = new URL(`${isSecureRequest(req) ? 'https' : 'http'}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The largest request body the server takes, for the reference backend (`/service/*`) and the demo's forms: 16 KiB.
 * A sign-up, a login or a preview setting is well under 1 KiB. Larger bodies get 413, read no further.
 */
const REQUEST_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The request body, or undefined when it is larger than `limit`: a declared Content-Length over it is refused
 * unread; otherwise reading stops at the first byte over it (the connection is then closed, see `refuse`).
 */
function readBody(req: IncomingMessage, limit = REQUEST_BODY_LIMIT_BYTES): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(undefined);
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.pause();
      resolvePromise(undefined);
    };
    const onEnd = () => {
      stop();
      resolvePromise(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * A refused request: the status, a short text and one log line naming the method and the reason, never the
 * path's values, the query or the body (they may hold an address or a token). The connection is closed, so
 * an unread body is not read on.
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
): void {
  console.warn(`demo server: ${status} for a ${req.method ?? 'request'}: ${reason}`);
  send(res, status, reason, undefined, { Connection: 'close', ...headers });
}

/** Headers only this server sets for the handlers: a copy a client sends is dropped. */
const SERVER_HEADERS = new Set([CLIENT_ADDRESS_HEADER.toLowerCase(), CORS_ORIGIN_HEADER.toLowerCase()]);

function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  body: Buffer | undefined,
  corsOrigin: string | undefined,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // Ours to set: a copy the client sent is dropped, so the newsletter limits cannot be dodged by spoofing it,
    // nor a cross-site request pass for one from a configured origin.
    if (SERVER_HEADERS.has(name.toLowerCase())) continue;
    if (Array.isArray(value)) value.forEach((entry) => headers.append(name, entry));
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, remoteAddress(req));
  if (corsOrigin !== undefined) headers.set(CORS_ORIGIN_HEADER, corsOrigin);
  // Appended, not resolved: a request target like `//host/path` must not change the origin the handlers see.
  return new Request(new URL(origin + (req.url ?? '/')), {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: Uint8Array.from(body) } : {}),
  });
}

function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

/** Whether every %-escape of `path` decodes (the handlers' path matching throws on one that does not). */
function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The services whose every answer depends on a credential: the customer login and the staff preview. */
const CREDENTIAL_SERVICES = [LOGIN_PATH, PREVIEW_CHECK_AUTH_PATH].map(
  (path) => `${path.split('/').slice(0, 3).join('/')}/`,
);

/**
 * The caching of every answer that carries or depends on a credential: any answer setting a cookie (a token, or its
 * removal), and every answer of the login and preview services (whether a token is valid, the staff member's
 * preview settings). Whatever a handler wrote, `no-store`: no browser or proxy cache keeps one, so no later visitor
 * of a shared machine or cache is served someone else's token or staff state.
 */
function credentialCaching(pathname: string, setsCookie: boolean): Record<string, string> {
  const credential = setsCookie || CREDENTIAL_SERVICES.some((prefix) => pathname.startsWith(prefix));
  if (!credential) return {};
  return { 'cache-control': 'no-store' };
}

async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  cors: Record<string, string>,
  pathname: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS, ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const secure = isSecureRequest(req);
  const cookies = response.headers.getSetCookie().map((cookie) => hardenCookie(cookie, secure));
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  Object.assign(headers, credentialCaching(pathname, cookies.length > 0));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The demo's own login and logout forms: another site must not log a visitor in or out (login CSRF). */
const FORM_POSTS = new Set(['/staff/login', '/account/login', '/account/logout']);

/**
 * A browser names the page a form was posted from in `Origin` (and `Sec-Fetch-Site`); it must be this origin,
 * scheme, host and port (backend/same-origin.ts). Without either header (a non-browser client) the post goes
 * through: the cookies' SameSite=Lax already keeps them off cross-site requests.
 */
function fromThisSite(req: IncomingMessage, fallbackOrigin = 'http://127.0.0.1'): boolean {
  const headers = new Headers();
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return !isCrossSite(headers, publicOrigin(req, fallbackOrigin));
}

interface ResolvedOptions extends Required<Omit<DemoServerOptions, 'corsOrigins'>> {
  corsOrigins: ReadonlySet<string>;
  /** With the test endpoints: each `/fragments/…` request this server got (path and query), in order. */
  fragmentRequests: string[];
}

/**
 * A request to the reference backend from a page on another origin (backend/cors.ts): a preflight is answered
 * here; any other request gets its CORS headers, none for an origin that is not configured.
 */
function serviceCors(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  allowed: ReadonlySet<string>,
): { handled: true } | { handled: false; headers: Record<string, string>; origin: string | undefined } {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
    if (!isAllowedOrigin(origin, allowed)) {
      send(res, 403, 'This origin may not call the services (CORS)');
      return { handled: true };
    }
    res.writeHead(204, { ...SECURITY_HEADERS, ...preflightHeaders(origin, pathname), Vary: 'Origin' });
    res.end();
    return { handled: true };
  }
  const headers = corsHeaders(origin, pathname, allowed);
  // The answer differs per Origin once any origin is configured: caches must keep them apart.
  if (allowed.size > 0) headers.Vary = 'Origin';
  return { handled: false, headers, origin: isAllowedOrigin(origin, allowed) ? origin : undefined };
}

async function route(req: IncomingMessage, res: ServerResponse, options: ResolvedOptions, origin: string) {
  const url = new URL(req.url ?? '/', origin);
  const { pathname } = url;

  const cors = pathname.startsWith('/service/')
    ? serviceCors(req, res, pathname, options.corsOrigins)
    : undefined;
  if (cors?.handled) return;
  const logos = LOGO_PATH.replace('{file}', '');
  if (pathname.startsWith(logos) && (req.method === 'GET' || req.method === 'HEAD')) {
    const file = pathname.slice(logos.length);
    // The logos are public images: with origins configured, their pages may show them (an <img> sends no CORS
    // request, so the resource policy decides, not the CORS headers).
    if (
      file.endsWith('.svg') &&
      (await serveFile(res, join(ROOT, 'demo/public/logos'), file, 'public, max-age=86400', undefined, {
        ...cors?.headers,
        ...(options.corsOrigins.size > 0 ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
      }))
    ) {
      return;
    }
    return send(res, 404, 'Not found', undefined, cors?.headers);
  }
  if (pathname.startsWith('/service/') && cors) {
    const corsHeaders = cors.headers;
    if (!decodablePath(pathname))
      return refuse(req, res, 400, 'Malformed percent-encoding in the path', corsHeaders);
    const body = hasBody(req) ? await readBody(req) : undefined;
    if (hasBody(req) && !body) return tooLarge(req, res, corsHeaders);
    const request = toFetchRequest(req, publicOrigin(req, origin), body, cors.origin);
    const response = await getResponse(handlers, request);
    if (response) options.onServiceAnswer(request, response);
    if (response) return sendFetchResponse(req, res, response, corsHeaders, pathname);
    return send(res, 404, JSON.stringify({ error: 'no such endpoint' }), 'application/json', corsHeaders);
  }
  if (options.testEndpoints && pathname === '/__test__/reset' && req.method === 'POST') {
    resetStore();
    options.fragmentRequests.length = 0;
    return send(res, 204, '');
  }
  if (options.testEndpoints && pathname === '/__test__/scale') {
    const count = Math.min(Math.max(Number(url.searchParams.get('n')) || 1, 1), 200);
    return send(res, 200, scalePage(count), TYPES['.html']);
  }
  if (options.testEndpoints && pathname === '/__test__/requests') {
    return send(res, 200, JSON.stringify(store.requests), 'application/json');
  }
  if (options.testEndpoints && pathname === '/__test__/fragments') {
    return send(res, 200, JSON.stringify(options.fragmentRequests), 'application/json');
  }
  if (req.method === 'POST' && FORM_POSTS.has(pathname)) {
    if (!fromThisSite(req, origin)) return send(res, 403, 'Cross-site form posts are refused');
    const form = await readForm(req);
    if (!form) return tooLarge(req, res);
    if (pathname === '/staff/login') return staffLogin(req, res, form);
    if (pathname === '/account/login') return customerLogin(req, res, form);
    return customerLogout(req, res, form);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  if (pathname === '/account/login')
    return send(res, 200, customerLoginPage(url.searchParams), TYPES['.html']);
  if (pathname === '/staff/login') return send(res, 200, staffLoginPage(url.searchParams), TYPES['.html']);

  if (pathname.startsWith('/static/')) {
    // The entry keeps its name across releases, so it is revalidated; hashed chunks and stylesheets are immutable.
    const relative = pathname.slice('/static/'.length);
    const cache = /^(chunks|assets)\//.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (isBrowserFile(relative) && (await serveFile(res, options.distDir, relative, cache, req))) return;
    return send(res, 404, 'Not found');
  }
  // The pages name no icon (the README's plain page is copied as it is), so the browser asks for this one.
  if (
    pathname === '/favicon.ico' &&
    (await serveFile(res, join(ROOT, 'demo/public'), 'favicon.ico', 'no-cache'))
  )
    return;
  if (pathname.startsWith('/demo/')) {
    if (await serveFile(res, join(ROOT, 'demo/public'), pathname.slice('/demo/'.length), 'no-cache')) return;
    return send(res, 404, 'Not found');
  }
  // The pages Varnish composes with ESI (demo/varnish/), as a shop's page server would send them: uncompressed,
  // so Varnish reads their includes.
  if (pathname.startsWith('/esi/')) {
    if (await serveFile(res, join(ROOT, 'demo/varnish/pages'), pathname.slice('/esi/'.length), 'no-cache'))
      return;
    return send(res, 404, 'Not found');
  }
  if (pathname.startsWith('/kit-assets/')) {
    const relative = pathname.slice('/kit-assets/'.length);
    if (await serveFile(res, join(ROOT, 'demo/.kit-dist'), relative, 'no-cache', req)) return;
    return send(res, 404, 'Not found');
  }
  if (pathname === '/') return send(res, 200, indexPage(), TYPES['.html']);
  const contract = serviceContract(pathname);
  if (contract) return send(res, 200, contract.body, contract.type, { 'Cache-Control': 'no-cache' });
  if (pathname === '/api') {
    res.writeHead(308, { ...SECURITY_HEADERS, Location: '/api/' });
    return res.end();
  }
  if (pathname === '/kit/') return send(res, 200, kitPage(url.searchParams), TYPES['.html']);
  if (pathname === '/builder/') return send(res, 200, builderPage(url.searchParams), TYPES['.html']);
  // The integrator's pages (README recipes): /blank/, /theming/ and the theme's stylesheet.
  const integration = integrationPage(pathname);
  if (integration) return send(res, 200, integration.body, integration.type);
  const hostile = /^\/hostile\/([a-z-]+)$/.exec(pathname);
  const hostileCase = hostile ? hostilePage(hostile[1]!) : undefined;
  if (hostileCase) {
    const csp = hostileCase.cspAdditions;
    const headers = csp ? { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; ${csp}` } : undefined;
    return send(res, 200, hostileCase.html, TYPES['.html'], headers);
  }

  if (/^\/fragments\/[^/]+$/.test(pathname)) {
    // Counted where the route is chosen: a cache in front shows as requests that never arrive.
    if (options.testEndpoints) options.fragmentRequests.push(pathname + url.search);
    return sendFragment(req, res, options.distDir);
  }

  const match = /^\/([a-z-]+)\/(subscribenewsletter|checkout)?$/.exec(pathname);
  const site = match ? siteFromPath(match[1]!) : undefined;
  if (site && match?.[2] === 'subscribenewsletter')
    return send(res, 200, subscribePage(site, url.searchParams), TYPES['.html']);
  // The storefront pages are composed on the server; `?csr` serves the same page rendered in the browser.
  const compose =
    site && !url.searchParams.has('csr')
      ? await composer(options.distDir, req.headers.cookie ?? '')
      : undefined;
  if (site && match?.[2] === 'checkout')
    return send(res, 200, checkoutPage(site, url.searchParams, compose), TYPES['.html']);
  if (site) return send(res, 200, sitePage(site, url.searchParams, compose), TYPES['.html']);
  const bare = /^\/([a-z-]+)$/.exec(pathname);
  if (bare && siteFromPath(bare[1]!)) {
    res.writeHead(308, { ...SECURITY_HEADERS, Location: `${pathname}/${url.search}` });
    return res.end();
  }
  return send(res, 404, 'Not found');
}

/**
 * The service contract (openapi/storefront-services.yaml): `/api/openapi.yaml` as written, `/api/openapi.json` the
 * same document as JSON, `/api/` rendered as a page. Read at each request, so an edit shows without a restart.
 */
function serviceContract(pathname: string): { body: string; type: string } | undefined {
  if (pathname === '/api/openapi.yaml')
    return { body: contractText(), type: 'application/yaml; charset=utf-8' };
  if (pathname === '/api/openapi.json')
    return { body: `${JSON.stringify(readContract(), null, 2)}\n`, type: TYPES['.json']! };
  if (pathname === '/api/') return { body: apiDocsPage(readContract()), type: TYPES['.html']! };
  return undefined;
}

/** The fragment route of each dist/ folder: the built renderer's handler behind `nodeHandler`. */
const fragmentRoutes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();

/**
 * `GET /fragments/{tag}?…`: an element's server-rendered HTML, cacheable by a CDN: the package's fragment handler
 * (`createFragmentHandler`, demo/fragments.ts) behind its `nodeHandler`, as a shop's Node server would mount it.
 */
async function sendFragment(req: IncomingMessage, res: ServerResponse, distDir: string): Promise<void> {
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
 * reference content, as a shop's page server would. The host reads its own cookies: one that makes the footer
 * reduced (an affiliate, the app) becomes the footer's `reduced`. Without a built renderer the page is
 * client-rendered.
 */
async function composer(distDir: string, cookies: string): Promise<Compose | undefined> {
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
      tag === 'shop-footer'
        ? { ...written, reduced: written.reduced || isReducedFooterByCookie(cookies) }
        : written;
    return renderer.renderElement(tag, attributes, {
      ...renderOptions(tag, site, REFERENCE_CONTENT),
      pageLanguage: lang,
    });
  };
}

function tooLarge(req: IncomingMessage, res: ServerResponse, headers?: Record<string, string>): void {
  refuse(req, res, 413, `Request body over ${REQUEST_BODY_LIMIT_BYTES} bytes`, headers);
}

/** The posted form, or undefined when its body is over the limit. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(req);
  return body && new URLSearchParams(body.toString('utf8'));
}

/**
 * A demo login form's attempt under the brute-force limit (backend/login-limit.ts): 429 with Retry-After when
 * over it, else `onResult` with the user (undefined for wrong credentials, which count as a failure).
 */
function limitedLogin<T>(
  req: IncomingMessage,
  res: ServerResponse,
  attempt: Omit<LoginAttempt, 'client'>,
  check: () => T | undefined,
  onResult: (user: T | undefined) => void,
): void {
  const outcome = attemptLogin({ ...attempt, client: remoteAddress(req) }, check);
  if ('retryAfterSeconds' in outcome) {
    return refuse(req, res, 429, 'Too many failed logins; try again later', {
      'Retry-After': String(outcome.retryAfterSeconds),
    });
  }
  onResult(outcome.user);
}

function redirect(req: IncomingMessage, res: ServerResponse, location: string, cookie?: string): void {
  res.writeHead(303, {
    ...SECURITY_HEADERS,
    Location: location,
    ...(cookie ? { 'Set-Cookie': hardenCookie(cookie, isSecureRequest(req)) } : {}),
    ...credentialCaching('', cookie !== undefined),
  });
  res.end();
}

/**
 * The demo customer login. LoginToken is readable by script on purpose: the widgets send it as the
 * X-LoginToken header and read its claims for the renewal timer. It is SameSite=Lax and signed.
 */
function customerLogin(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const email = form.get('email') ?? '';
  const back = safeReturnPath(form.get('return'));
  limitedLogin(
    req,
    res,
    { realm: 'customer', account: email },
    () => findCustomer(email, form.get('password') ?? ''),
    (customer) => {
      if (!customer)
        return send(res, 401, customerLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
      redirect(req, res, back, loginTokenCookie(issueLoginToken(customer)));
    },
  );
}

/** The demo staff login: a signed StaffAuthToken, readable by script (the widgets look for it). */
function staffLogin(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const username = form.get('username') ?? '';
  const back = safeReturnPath(form.get('return'));
  limitedLogin(
    req,
    res,
    { realm: 'staff', account: username },
    () => username === STAFF_USER.username && form.get('password') === STAFF_USER.password,
    (staff) => {
      if (!staff)
        return send(res, 401, staffLoginPage(new URLSearchParams({ return: back }), true), TYPES['.html']);
      redirect(req, res, back, staffCookie(issueStaffToken()));
    },
  );
}

/** The demo customer logout: the login token ends (backend/revocation.ts), and its cookie is cleared. */
function customerLogout(req: IncomingMessage, res: ServerResponse, form: URLSearchParams): void {
  const token = cookieValue(req, LOGIN_TOKEN_COOKIE);
  const claims = verifyLiveToken(token, 'login');
  if (claims) revokeToken(claims);
  redirect(req, res, safeReturnPath(form.get('return')), loginTokenCookie('', 0));
}

/** One cookie of the request, as the reference backend reads it (backend/request-cookies.ts). */
function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const headers = new Headers();
  if (typeof req.headers.cookie === 'string') headers.set('cookie', req.headers.cookie);
  return requestCookies(new Request('http://127.0.0.1/', { headers }), {})[name];
}

/**
 * The request target as a path and query. A browser sends just that (origin-form); a proxy-style absolute URL
 * (`GET http://host/path`) is taken as its path and query, and its host is dropped: the origin the pages and the
 * handlers see comes from the Host header (publicOrigin), never from a target a client wrote. Anything else
 * (`*`, `host:port`, another scheme) is undefined, refused with 400.
 */
function originFormTarget(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/** The demo storefront and the reference backend on one origin. */
export function createDemoServer(options: DemoServerOptions = {}): Server {
  const resolved: ResolvedOptions = {
    distDir: resolve(options.distDir ?? join(ROOT, 'dist')),
    testEndpoints: options.testEndpoints ?? false,
    onServiceAnswer: options.onServiceAnswer ?? (() => {}),
    corsOrigins: readCorsOrigins(options.corsOrigins),
    fragmentRequests: [],
  };
  const server = createServer((req, res) => {
    const { port } = server.address() as AddressInfo;
    applySecurityHeaders(req, res);
    const target = originFormTarget(req.url ?? '/');
    if (target === undefined) return refuse(req, res, 400, 'The request target must be a path');
    req.url = target;
    route(req, res, resolved, `http://127.0.0.1:${port}`).catch((error: unknown) => {
      // One line, without the stack, the path's values, the query or the body: they may hold personal data.
      const kind = error instanceof Error ? error.name : typeof error;
      console.error(`demo server: 500 for a ${req.method ?? 'request'}: ${kind}`);
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
