import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { LOGO_PATH } from '../../src/contract/footer.ts';
import { COLLECTOR_BODY_LIMIT_BYTES, COLLECTOR_PATH } from '../backend/collector.ts';
import { contractText, readContract } from '../backend/contract.ts';
import { handlers } from '../backend/handlers.ts';
import { resetStore, store } from '../backend/store.ts';
import { apiDocsPage } from '../pages/api-docs.ts';
import { builderPage } from '../pages/builder.ts';
import { hostilePage } from '../pages/hostile.ts';
import { integrationPage } from '../pages/integration.ts';
import { reportsPage } from '../pages/reports.ts';
import {
  checkoutPage,
  customerLoginPage,
  indexPage,
  kitPage,
  scalePage,
  siteFromPath,
  sitePage,
  slotsPage,
  staffLoginPage,
  subscribePage,
} from '../pages/pages.ts';
import { PAGE_CACHING, send, tooLarge, refuse, TYPES } from './answers.ts';
import { customerLogin, customerLogout, FORM_POSTS, fromThisSite, staffLogin } from './logins.ts';
import { composer, sendFragment } from './rendering.ts';
import { decodablePath, hasBody, publicOrigin, readBody, readForm, type ProxyTrust } from './requests.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.ts';
import { serviceCors } from './service-cors.ts';
import { sendFetchResponse, toFetchRequest } from './services.ts';
import { serveFile } from './static-files.ts';
import { browserFileCaching, isBrowserFile } from '../../server/browser-files.ts';

/* Which job answers each request of the demo server, by its path and method. */

/** The repository's root. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface DemoServerOptions {
  /** Where the production bundle is (default `dist/`). */
  distDir?: string;
  /**
   * Expose `/__test__/reset`, `/__test__/blank`, `/__test__/requests` and `/__test__/fragments` (the fragment
   * requests that reached this server, so a test can tell a cache answered) for the browser tests.
   */
  testEndpoints?: boolean;
  /**
   * Told every answer of the reference backend (`/service/*` and the reports collector): the unit tests check the
   * services' answers against the contract.
   */
  onServiceAnswer?: (request: Request, response: Response) => void;
  /**
   * Origins of pages that may call the reference backend from another origin (backend/cors.ts), e.g.
   * `['http://localhost:5173']`; `npm start` reads them, comma-separated, from SW_CORS_ORIGINS. None by default.
   */
  corsOrigins?: readonly string[];
  /**
   * The shop's public origins, for a proxy in front that replaces the Host header (a Next.js rewrite, a route
   * handler or a server forwarding with `fetch`): a browser request whose `Origin` is one of them comes from the
   * shop's own pages (requests.ts `publicOrigin`), e.g. `['https://www.shop.example']`. `npm start` reads them,
   * comma-separated, from SW_PUBLIC_ORIGINS. None by default: the Host header alone says the origin.
   */
  publicOrigins?: readonly string[];
  /**
   * The addresses of proxies whose `X-Forwarded-Host` names the host the browser addressed, e.g. `['127.0.0.1']`;
   * from any other address the header is ignored. `npm start` reads them from SW_TRUSTED_PROXIES. None by default.
   */
  trustedProxies?: readonly string[];
}

export interface ResolvedOptions extends Required<
  Omit<DemoServerOptions, 'corsOrigins' | 'publicOrigins' | 'trustedProxies'>
> {
  corsOrigins: ReadonlySet<string>;
  /** Whom the server believes about the origin a browser addressed behind a proxy. */
  proxyTrust: ProxyTrust;
  /** With the test endpoints: each `/fragments/…` request this server got (path and query), in order. */
  fragmentRequests: string[];
}

export async function route(
  req: IncomingMessage,
  res: ServerResponse,
  options: ResolvedOptions,
  origin: string,
) {
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
    return answerFromBackend(req, res, options, origin, body, cors);
  }
  // The reports collector of the reference backend: the demo's pages forward their reports to it, on this origin.
  if (pathname === COLLECTOR_PATH) {
    const body = hasBody(req) ? await readBody(req, COLLECTOR_BODY_LIMIT_BYTES) : undefined;
    if (hasBody(req) && !body)
      return refuse(req, res, 413, `Request body over ${COLLECTOR_BODY_LIMIT_BYTES} bytes`);
    return answerFromBackend(req, res, options, origin, body, { headers: {} });
  }
  if (options.testEndpoints && pathname === '/__test__/reset' && req.method === 'POST') {
    resetStore();
    options.fragmentRequests.length = 0;
    return send(res, 204, '');
  }
  // An empty page of this origin, where a browser test's tab waits between tests: leaving the origin for
  // about:blank made WebKit start a new page process for every test.
  if (options.testEndpoints && pathname === '/__test__/blank') {
    return send(res, 200, '<!doctype html><title>blank</title>', TYPES['.html']);
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
    if (!fromThisSite(req, origin, options.proxyTrust))
      return send(res, 403, 'Cross-site form posts are refused');
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
    const relative = pathname.slice('/static/'.length);
    const cache = browserFileCaching(relative);
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
  if (pathname === '/reports/') return send(res, 200, reportsPage(), TYPES['.html']);
  // The integrator's pages (README recipes): /blank/, /theming/ and the theme's stylesheet.
  const integration = integrationPage(pathname);
  if (integration) return send(res, 200, integration.body, integration.type, PAGE_CACHING);
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

  const match = /^\/([a-z-]+)\/(subscribenewsletter|checkout|slots)?$/.exec(pathname);
  const site = match ? siteFromPath(match[1]!) : undefined;
  if (site && match?.[2] === 'subscribenewsletter')
    return send(res, 200, subscribePage(site, url.searchParams), TYPES['.html'], PAGE_CACHING);
  // The storefront pages are composed on the server; `?csr` serves the same page rendered in the browser.
  const compose =
    site && !url.searchParams.has('csr')
      ? await composer(options.distDir, req.headers.cookie ?? '')
      : undefined;
  if (site && match?.[2] === 'checkout')
    return send(res, 200, checkoutPage(site, url.searchParams, compose), TYPES['.html'], PAGE_CACHING);
  if (site && match?.[2] === 'slots')
    return send(res, 200, slotsPage(site, url.searchParams, compose), TYPES['.html'], PAGE_CACHING);
  if (site) return send(res, 200, sitePage(site, url.searchParams, compose), TYPES['.html'], PAGE_CACHING);
  const bare = /^\/([a-z-]+)$/.exec(pathname);
  if (bare && siteFromPath(bare[1]!)) {
    res.writeHead(308, { ...SECURITY_HEADERS, Location: `${pathname}/${url.search}` });
    return res.end();
  }
  return send(res, 404, 'Not found');
}

/** The reference backend's answer to the request (its handlers', backend/handlers.ts), or 404 when none answers. */
async function answerFromBackend(
  req: IncomingMessage,
  res: ServerResponse,
  options: ResolvedOptions,
  origin: string,
  body: Buffer | undefined,
  cors: { headers: Record<string, string>; origin?: string },
): Promise<void> {
  const request = toFetchRequest(req, publicOrigin(req, origin, options.proxyTrust), body, cors.origin);
  const response = await getResponse(handlers, request);
  if (!response)
    return send(res, 404, JSON.stringify({ error: 'no such endpoint' }), 'application/json', cors.headers);
  options.onServiceAnswer(request, response);
  return sendFetchResponse(req, res, response, cors.headers, new URL(request.url).pathname);
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
