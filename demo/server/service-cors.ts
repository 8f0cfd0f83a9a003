import type { IncomingMessage, ServerResponse } from 'node:http';
import { corsHeaders, isAllowedOrigin, preflightHeaders } from '../backend/cors.ts';
import { send } from './answers.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * A request to the reference backend from a page on another origin (backend/cors.ts): a preflight is answered
 * here; any other request gets its CORS headers, none for an origin that is not configured.
 */
export function serviceCors(
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
