// @vitest-environment node
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';
import { server as msw } from '../test/msw.ts';
import { createFragmentHandler, nodeHandler } from './index.ts';

// This file talks to a real HTTP server on 127.0.0.1: msw must not intercept its requests.
beforeAll(() => msw.close());

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function listen(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer(nodeHandler(handler));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request, for what `fetch` will not send: an absolute-form target, no Host header. */
function raw(base: string, path: string, headers: Record<string, string> = {}, setHost = true) {
  const { port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, setHost }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fragments = createFragmentHandler({
  loadContent: (site) => FOOTER_CONTENT[site],
  loadPromotion: (site) => FOOTER_PROMOTIONS[site],
});

describe('nodeHandler', () => {
  it('serves a fetch handler over node:http: the same status, headers and body, 304 and HEAD', async () => {
    const base = await listen(fragments);
    const direct = await fragments(new Request(`${base}/fragments/shop-footer?site=HU`));
    const response = await fetch(`${base}/fragments/shop-footer?site=HU`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(direct.headers.get('cache-control'));
    const etag = response.headers.get('etag')!;
    expect(etag).toBe(direct.headers.get('etag'));
    expect(await response.text()).toBe(await direct.text());
    const again = await fetch(`${base}/fragments/shop-footer?site=HU`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(`${base}/fragments/shop-footer?site=HU`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${base}/fragments/shop-footer?headline=x`)).status).toBe(400);
  });

  it('builds the request from the Host header and the path, and passes the headers on', async () => {
    const seen: string[] = [];
    const base = await listen(async (request) => {
      seen.push(`${request.method} ${request.url} ${request.headers.get('x-one')}`);
      return new Response('ok');
    });
    await raw(base, '/a/b?c=d', { Host: 'shop.example:8080', 'X-One': 'two' });
    expect(seen).toEqual(['GET http://shop.example:8080/a/b?c=d two']);
  });

  it('names the path Express mounts it at, so that a browser asks for a changed element there', async () => {
    // What `app.use('/fragments', handler)` does: the mount path taken off `url`, kept in `originalUrl`.
    const mounted = nodeHandler(fragments);
    const base = await listen(async () => new Response(null, { status: 500 }));
    server!.removeAllListeners('request');
    server!.on('request', (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
      req.originalUrl = req.url;
      req.url = req.url!.slice('/fragments'.length);
      mounted(req, res);
    });
    const html = await (await fetch(`${base}/fragments/newsletter-signup?site=DE`)).text();
    const snapshot = /data-sw-snapshot[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    expect((JSON.parse(snapshot) as { source: { path: string } }).source.path).toBe('/fragments/');
  });

  it('refuses an absolute-form target, a target without a slash and a request without a usable Host', async () => {
    const seen: string[] = [];
    const base = await listen(async (request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    expect((await raw(base, 'http://elsewhere.example/fragments/shop-footer')).status).toBe(400);
    expect((await raw(base, '//elsewhere.example/fragments/shop-footer')).status).toBe(400);
    expect((await raw(base, '/x', { Host: 'evil.example/path?' })).status).toBe(400);
    expect((await raw(base, '/x', { Host: 'a@b.example' })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('writes every Set-Cookie and answers 500 when the handler throws', async () => {
    let fail = false;
    const base = await listen(async () => {
      if (fail) throw new Error('broken');
      const headers = new Headers();
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      return new Response('ok', { headers });
    });
    expect((await fetch(base + '/')).headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    fail = true;
    const broken = await fetch(base + '/');
    expect(broken.status).toBe(500);
    expect(await broken.text()).not.toContain('broken');
  });

  it('streams a body larger than the socket’s buffer whole, waiting for it to drain', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const base = await listen(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 64; i++) controller.enqueue(chunk);
              controller.close();
            },
          }),
        ),
    );
    expect((await (await fetch(base + '/')).arrayBuffer()).byteLength).toBe(64 * 64 * 1024);
  });
});
