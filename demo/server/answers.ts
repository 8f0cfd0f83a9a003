import type { IncomingMessage, ServerResponse } from 'node:http';
import { credentialCaching, hardenCookie } from './cookies.ts';
import { REQUEST_BODY_LIMIT_BYTES } from './requests.ts';
import { isSecureRequest, SECURITY_HEADERS } from './security-headers.ts';

/* How the demo server answers on its own: a page or text, a refusal (logged in one line), a redirect. */

export const TYPES: Record<string, string> = {
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

/**
 * The caching of a storefront page (composed or `?csr`, the checkout, the sign-up page): kept by no shared cache
 * (`private`) and asked for again on every visit (`no-cache`: revalidated, never shown stale), drawn from the
 * visitor's cookies (`Vary`). Unlike `no-store`, it lets the browser keep the page in its back/forward cache, so Back
 * shows the page as the visitor left it; the elements take up again from there (docs/design/elements.md, "Back
 * and forward"). Such a page carries no credential: the widgets ask the services for anything personal.
 */
export const PAGE_CACHING: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-cache',
  Vary: 'Cookie',
};

export function send(
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

/**
 * A refused request: the status, a short text and one log line naming the method and the reason, never the
 * path's values, the query or the body (they may hold an address or a token). The connection is closed, so
 * an unread body is not read on.
 */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
): void {
  console.warn(`demo server: ${status} for a ${req.method ?? 'request'}: ${reason}`);
  send(res, status, reason, undefined, { Connection: 'close', ...headers });
}

export function tooLarge(req: IncomingMessage, res: ServerResponse, headers?: Record<string, string>): void {
  refuse(req, res, 413, `Request body over ${REQUEST_BODY_LIMIT_BYTES} bytes`, headers);
}

export function redirect(req: IncomingMessage, res: ServerResponse, location: string, cookie?: string): void {
  res.writeHead(303, {
    ...SECURITY_HEADERS,
    Location: location,
    ...(cookie ? { 'Set-Cookie': hardenCookie(cookie, isSecureRequest(req)) } : {}),
    ...credentialCaching('', cookie !== undefined),
  });
  res.end();
}
