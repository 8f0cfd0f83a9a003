import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { readCorsOrigins } from './backend/cors.ts';
import { refuse, send } from './server/answers.ts';
import { originFormTarget, readTrustedProxies } from './server/requests.ts';
import { ROOT, route, type DemoServerOptions, type ResolvedOptions } from './server/routes.ts';
import { applySecurityHeaders } from './server/security-headers.ts';

/*
 * The demo server: the demo storefront and the reference backend on one origin. Its jobs are in `server/`: the
 * security headers (security-headers.ts), cookies (cookies.ts), CORS of the services (service-cors.ts), static
 * files (static-files.ts), the routes (routes.ts), the reference backend (services.ts), the server renderer
 * (rendering.ts), the demo's logins (logins.ts), reading requests (requests.ts) and its own answers (answers.ts).
 */

/** The demo storefront and the reference backend on one origin. */
export function createDemoServer(options: DemoServerOptions = {}): Server {
  const resolved: ResolvedOptions = {
    distDir: resolve(options.distDir ?? join(ROOT, 'dist')),
    testEndpoints: options.testEndpoints ?? false,
    onServiceAnswer: options.onServiceAnswer ?? (() => {}),
    corsOrigins: readCorsOrigins(options.corsOrigins),
    proxyTrust: {
      publicOrigins: readCorsOrigins(options.publicOrigins, 'public origin'),
      trustedProxies: readTrustedProxies(options.trustedProxies),
    },
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
