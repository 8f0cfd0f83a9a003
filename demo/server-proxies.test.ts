// @vitest-environment node
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../test/contract/answers.ts';
import { server as msw } from '../test/msw.ts';
import { SITE_HEADER } from '../src/contract/newsletter.ts';
import { resetStore, store } from './backend/store.ts';
import { createDemoServer, listen } from './server.ts';
import type { DemoServerOptions } from './server/routes.ts';

/*
 * The reference backend behind the proxies shops put in front of it that replace the Host header with the
 * backend's own: its cross-site check then compares the browser's Origin with a host the browser never saw. Three
 * proxies, as shops write them: Next.js's `rewrites` (http-proxy with `changeOrigin` and `xfwd`), a route handler
 * that forwards the incoming Request with `fetch`, and a plain server forwarding with `fetch` that names the
 * visitor's host in X-Forwarded-Host. The visitor's browser is played by node:http, which sends the Host it is
 * given and the headers a browser sends for a same-origin POST.
 */

beforeAll(() => msw.close());
afterEach(() => resetStore());

/** The shop's public origin: the address bar of the visitor, the Host the proxies are asked with. */
const PUBLIC = 'http://www.shop.example';
const SIGNUP = '/service/newsletter/api/internal/v1/newsletter-subscribers';

/** The Node request's body, whole. */
async function body(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Uint8Array.from(Buffer.concat(chunks));
}

/** Headers as `fetch` takes them, without those a proxy never passes on (the connection's own). */
function forwardable(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) continue;
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  return headers;
}

/** Next.js's `rewrites`: the upstream's Host, the visitor's in X-Forwarded-Host (a client's own one kept). */
function rewritesProxy(upstream: () => string): Server {
  return createServer((req, res) => {
    const target = new URL(upstream());
    const forwarded = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    const proxied = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': forwarded,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(proxied);
  });
}

/** A route handler forwarding the incoming Request's headers as they are: `fetch` writes the upstream's Host. */
function routeHandlerProxy(upstream: () => string): Server {
  const POST = async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    return fetch(upstream() + pathname + search, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
      redirect: 'manual',
    });
  };
  return createServer((req, res) => {
    void (async () => {
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: forwardable(req),
        body: await body(req),
      });
      const answer = await POST(request);
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
}

/** A plain server forwarding with `fetch`, naming the visitor's host in X-Forwarded-Host (its own, replacing any). */
function fetchProxy(upstream: () => string): Server {
  return createServer((req, res) => {
    void (async () => {
      const headers = forwardable(req);
      headers.set('x-forwarded-host', req.headers.host ?? '');
      const answer = await fetch(upstream() + req.url, {
        method: req.method,
        headers,
        body: await body(req),
        redirect: 'manual',
      });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
}

const PROXIES = {
  'Next.js rewrites': rewritesProxy,
  'a route handler': routeHandlerProxy,
  'a fetch proxy': fetchProxy,
};
type ProxyName = keyof typeof PROXIES;

/** A POST through node:http to `base` with the Host and headers the visitor's browser sends; its status. */
function post(base: string, path: string, payload: string, headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(base + path, { method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A visitor's sign-up from a page on `origin`, posted to `base` with the shop's public Host. */
function signUp(base: string, email: string, origin: string, extra: Record<string, string> = {}) {
  return post(base, SIGNUP, JSON.stringify({ email, consents: [], origin: 'NEWSLETTER' }), {
    Host: new URL(PUBLIC).host,
    Origin: origin,
    'Sec-Fetch-Site': origin === PUBLIC ? 'same-origin' : 'cross-site',
    'Content-Type': 'application/json',
    [SITE_HEADER]: 'DE',
    ...extra,
  });
}

describe('the reference backend behind a proxy that replaces the Host', () => {
  let services: Server | undefined;
  let servicesBase = '';
  const proxies = new Map<ProxyName, { server: Server; base: string }>();

  beforeAll(async () => {
    for (const [name, make] of Object.entries(PROXIES) as [ProxyName, (typeof PROXIES)[ProxyName]][]) {
      const server = make(() => servicesBase);
      proxies.set(name, { server, base: await listen(server, 0) });
    }
  });
  afterAll(async () => {
    await stopServices();
    for (const { server } of proxies.values()) await new Promise((done) => server.close(done));
  });

  /** The reference backend with `options`, behind every proxy. */
  async function startServices(options: DemoServerOptions = {}): Promise<void> {
    await stopServices();
    services = createDemoServer({
      ...options,
      onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
    });
    services.keepAliveTimeout = 0;
    servicesBase = await listen(services, 0);
  }
  async function stopServices(): Promise<void> {
    const running = services;
    services = undefined;
    running?.closeAllConnections();
    if (running) await new Promise((done) => running.close(done));
  }
  const through = (name: ProxyName) => proxies.get(name)!.base;

  it.each(Object.keys(PROXIES) as ProxyName[])(
    'refuses, configured with nothing, a sign-up from the shop’s own page through %s: the Host is the backend’s (403)',
    async (name) => {
      await startServices();
      expect(await signUp(through(name), 'own@example.com', PUBLIC)).toBe(403);
      expect(store.subscribers.has('own@example.com')).toBe(false);
    },
  );

  it.each(Object.keys(PROXIES) as ProxyName[])(
    'takes a sign-up from the shop’s public origin through %s, and still refuses one from another site',
    async (name) => {
      await startServices({ publicOrigins: [PUBLIC] });
      expect(await signUp(through(name), 'own@example.com', PUBLIC)).toBe(201);
      expect(await signUp(through(name), 'cross@example.com', 'https://evil.example')).toBe(403);
      // A page on another site whose browser says nothing of the site, only its Origin.
      const quiet = await signUp(through(name), 'quiet@example.com', 'https://evil.example', {
        'Sec-Fetch-Site': '',
      });
      expect(quiet).toBe(403);
      expect(['own', 'cross', 'quiet'].map((name) => store.subscribers.has(`${name}@example.com`))).toEqual([
        true,
        false,
        false,
      ]);
    },
  );

  it('takes a login form posted from the shop’s public origin through a proxy, and refuses one from elsewhere', async () => {
    await startServices({ publicOrigins: [PUBLIC] });
    const login = (origin: string) =>
      post(through('a fetch proxy'), '/staff/login', 'username=staff&password=preview&return=%2Fde%2F', {
        Host: new URL(PUBLIC).host,
        Origin: origin,
        'Content-Type': 'application/x-www-form-urlencoded',
      });
    expect(await login('https://evil.example')).toBe(403);
    expect(await login(PUBLIC)).toBe(303);
  });

  it.each(['Next.js rewrites', 'a fetch proxy'] as ProxyName[])(
    'believes the X-Forwarded-Host %s sets when its address is trusted',
    async (name) => {
      await startServices({ trustedProxies: ['127.0.0.1'] });
      expect(await signUp(through(name), 'own@example.com', PUBLIC)).toBe(201);
      expect(await signUp(through(name), 'cross@example.com', 'https://evil.example')).toBe(403);
    },
  );

  it('ignores an X-Forwarded-Host from an address it does not trust, forged or passed on', async () => {
    await startServices({ trustedProxies: ['10.0.0.7'] });
    // A client on its own names the host its Origin has: not believed, the Host counts.
    const forged = await post(
      servicesBase,
      SIGNUP,
      JSON.stringify({ email: 'forged@example.com', consents: [], origin: 'NEWSLETTER' }),
      {
        Origin: 'https://evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        'Content-Type': 'application/json',
        [SITE_HEADER]: 'DE',
      },
    );
    expect(forged).toBe(403);
    expect(await signUp(through('Next.js rewrites'), 'own@example.com', PUBLIC)).toBe(403);
    expect(store.subscribers.has('forged@example.com') || store.subscribers.has('own@example.com')).toBe(
      false,
    );
  });

  it('refuses a trusted proxy that is no IP address, and a public origin that is no origin', () => {
    expect(() => createDemoServer({ trustedProxies: ['proxy.internal'] })).toThrow(/not an IP address/);
    expect(() => createDemoServer({ publicOrigins: ['https://www.shop.example/de/'] })).toThrow(
      /public origin .* must be an origin only/,
    );
  });
});
