import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { isSecureRequest } from './security-headers.ts';

/*
 * Reading a request: the client's address, the origin the browser addressed, the target, the body (under a
 * limit) and a posted form.
 */

/** The client's address as this server sees it (never X-Forwarded-For, which any client can write). */
export function remoteAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * What the server believes about the origin a visitor's browser addressed when a proxy in front of it replaces the
 * Host header (docs/decisions/0096). Nothing by default: then the Host header alone says it.
 */
export interface ProxyTrust {
  /** The shop's public origins: a request whose `Origin` names one comes from the shop's own pages. */
  publicOrigins: ReadonlySet<string>;
  /** The peer addresses of proxies that set `X-Forwarded-Host` to the host the browser addressed. */
  trustedProxies: ReadonlySet<string>;
}

const NO_PROXY_TRUST: ProxyTrust = { publicOrigins: new Set(), trustedProxies: new Set() };

/** The configured proxy addresses (`127.0.0.1`, `::1`, `10.0.0.5`), as `remoteAddress` writes them. */
export function readTrustedProxies(list: readonly string[] | string | undefined): Set<string> {
  const entries = typeof list === 'string' ? list.split(',') : (list ?? []);
  const addresses = new Set<string>();
  for (const entry of entries) {
    const text = entry
      .trim()
      .toLowerCase()
      .replace(/^::ffff:/, '');
    if (text === '') continue;
    if (isIP(text) === 0)
      throw new Error(`trusted proxy ${JSON.stringify(entry)} is not an IP address like 127.0.0.1`);
    addresses.add(text);
  }
  return addresses;
}

/** The origin of `host` (a Host or X-Forwarded-Host value) under the request's scheme; undefined when unusable. */
function hostOrigin(req: IncomingMessage, host: string | string[] | undefined): string | undefined {
  // One host only: a list means a proxy appended to what the client sent.
  if (typeof host !== 'string' || !/^[^,\s]+$/.test(host)) return undefined;
  try {
    const url = new URL(`${isSecureRequest(req) ? 'https' : 'http'}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** `origin` (an Origin header) normalized, or undefined when it names none (`null`, garbage). */
function namedOrigin(origin: string | undefined): string | undefined {
  try {
    return origin === undefined ? undefined : new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin the visitor's browser addressed: https behind a TLS proxy (isSecureRequest), and the Host header.
 * The handlers see it as their request's origin, so that a same-origin check compares what the browser compares.
 * Behind a proxy that replaces the Host (`trust`): the request's `Origin` when it is one of the shop's public
 * origins, else `X-Forwarded-Host` from a trusted proxy's address (never from anyone else's). Without a usable
 * host, `fallback` (the loopback address the server listens on).
 */
export function publicOrigin(req: IncomingMessage, fallback: string, trust = NO_PROXY_TRUST): string {
  const origin = namedOrigin(req.headers.origin);
  if (origin !== undefined && trust.publicOrigins.has(origin)) return origin;
  const forwarded = trust.trustedProxies.has(remoteAddress(req))
    ? hostOrigin(req, req.headers['x-forwarded-host'])
    : undefined;
  return forwarded ?? hostOrigin(req, req.headers.host) ?? fallback;
}

/**
 * The largest request body the server takes, for the reference backend (`/service/*`) and the demo's forms: 16 KiB.
 * A sign-up, a login or a preview setting is well under 1 KiB. Larger bodies get 413, read no further.
 */
export const REQUEST_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The request body, or undefined when it is larger than `limit`: a declared Content-Length over it is refused
 * unread; otherwise reading stops at the first byte over it (the connection is then closed, see `refuse`).
 */
export function readBody(
  req: IncomingMessage,
  limit = REQUEST_BODY_LIMIT_BYTES,
): Promise<Buffer | undefined> {
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

/** The posted form, or undefined when its body is over the limit. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const body = await readBody(req);
  return body && new URLSearchParams(body.toString('utf8'));
}

export function hasBody(req: IncomingMessage): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

/** Whether every %-escape of `path` decodes (the handlers' path matching throws on one that does not). */
export function decodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request target as a path and query. A browser sends just that (origin-form); a proxy-style absolute URL
 * (`GET http://host/path`) is taken as its path and query, and its host is dropped: the origin the pages and the
 * handlers see comes from the Host header (publicOrigin), never from a target a client wrote. Anything else
 * (`*`, `host:port`, another scheme) is undefined, refused with 400.
 */
export function originFormTarget(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}
