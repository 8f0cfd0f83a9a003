import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The headers every answer of the demo server carries: the Content-Security-Policy and the other security headers,
 * and HSTS over https.
 */

/**
 * The demo pages' policy: the host policy docs/guides/services.md recommends ("Content-Security-Policy"), word for word
 * (`demo/server.test.ts` holds the two equal), and the one the bundle must satisfy: no inline script or style, no
 * eval, no `data:` images. Constructable stylesheets (adoptedStyleSheets) need no 'unsafe-inline'.
 */
export const CONTENT_SECURITY_POLICY = [
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
 * Sent with every response (set before routing, so a route that forgets them still has them; docs/design/backend.md,
 * "Security"):
 * - CSP above; `frame-ancestors 'none'` and X-Frame-Options (for older browsers): no page may be framed.
 * - nosniff: a file is only ever used as the type it is served as.
 * - Referrer-Policy `same-origin`: other origins learn nothing, not even ours, from a link or request (the DOI page
 *   carries its token in the query). Not `no-referrer`: that would also send `Origin: null` on our own POSTs.
 * - Permissions-Policy: the widgets use no device API, so none may be used on these pages, not even by a frame.
 * - Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy `same-origin`: no cross-origin window keeps a
 *   handle on ours, and no other origin may embed our answers (the customer data, the scripts) in its page.
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
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return (
    forwarded === 'https' || /(?:^|[;,\s])proto=https(?:$|[;,\s])/i.test(String(req.headers.forwarded ?? ''))
  );
}

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (isSecureRequest(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
