import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_INTERNAL_PATH, NEWSLETTER_SUBSCRIBERS_PATH } from '../../src/contract/newsletter.ts';
import { docBlock } from '../docs.ts';
import { freePort, startServer, type Running } from './processes.ts';

/*
 * "The reference backend on another origin" of docs/guides/services.md as written: the demo started the way
 * `npm start` starts it (after its build), with SW_CORS_ORIGINS from the guide's command line, and a sign-up from a listed origin,
 * the browser's preflight and then the POST, as the browser would send them.
 */

const SIGNUP = NEWSLETTER_INTERNAL_PATH + NEWSLETTER_SUBSCRIBERS_PATH;

/** The origins the guide's command line lists. */
function guideOrigins(): string[] {
  const block = docBlock('docs/guides/services.md', '### The reference backend on another origin', 'sh');
  const line = /^SW_CORS_ORIGINS=(\S+) npm start$/m.exec(block);
  expect(line, 'the guide command line').not.toBeNull();
  return line![1]!.split(',');
}

describe('npm start with SW_CORS_ORIGINS, as the services guide writes it', () => {
  let demo: Running | undefined;
  let base = '';
  const origins = guideOrigins();

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    demo = await startServer(process.execPath, ['scripts/run.mjs', 'demo/start.ts'], {
      readyUrl: `${base}/`,
      env: { ...process.env, PORT: String(port), SW_CORS_ORIGINS: origins.join(',') },
    });
  });

  afterAll(() => {
    demo?.process.kill();
  });

  it.each(origins)('answers a sign-up from %s: the preflight, then the POST with 201', async (origin) => {
    const preflight = await fetch(base + SIGNUP, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-hunter-site',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const posted = await fetch(base + SIGNUP, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Hunter-Site': 'DE' },
      body: JSON.stringify({
        email: `cors.${new URL(origin).hostname}@example.com`,
        consents: [],
        origin: 'NEWSLETTER',
      }),
    });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('gives an origin it was not told about no CORS answer', async () => {
    const preflight = await fetch(base + SIGNUP, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
