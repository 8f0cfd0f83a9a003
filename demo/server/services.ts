import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '../backend/rate-limit.ts';
import { CORS_ORIGIN_HEADER } from '../backend/same-origin.ts';
import { credentialCaching, hardenCookie } from './cookies.ts';
import { remoteAddress } from './requests.ts';
import { isSecureRequest, SECURITY_HEADERS } from './security-headers.ts';

/*
 * The reference backend behind `/service/*`: a Node request handed to its fetch handlers, and their answer sent
 * back with the security headers, hardened cookies and the caching of credentials.
 */

/** Headers only this server sets for the handlers: a copy a client sends is dropped. */
const SERVER_HEADERS = new Set([CLIENT_ADDRESS_HEADER.toLowerCase(), CORS_ORIGIN_HEADER.toLowerCase()]);

export function toFetchRequest(
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

export async function sendFetchResponse(
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
