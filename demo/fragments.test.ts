// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as renderer from '../server/index.ts';
import { FOOTER_PROMOTIONS } from './content/promotions.ts';
import {
  DEMO_ALLOWED_ATTRIBUTES,
  demoFragmentHandler,
  REFERENCE_CONTENT,
  type ContentSource,
} from './fragments.ts';

const handler = demoFragmentHandler(renderer);
const get = (path: string, init?: RequestInit) =>
  handler(new Request(`http://demo.example/fragments/${path}`, init));

describe('the demo’s fragment route', () => {
  it('renders the footer from the reference content with its promotion, cacheable by a CDN', async () => {
    const response = await get('shop-footer?site=DE&lang=en');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /^<shop-footer site="DE" lang="en" data-state="shown"><template shadowrootmode="open">/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/static/assets/shop-footer-');
    expect(html).toContain(FOOTER_PROMOTIONS.DE!.text);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
  });

  it('allows the free text its own pages put into fragment URLs, and nothing else', async () => {
    // Every free-text attribute in an include line of the demo's pages is in the list.
    const pages = ['demo/nginx/pages/de.html', 'demo/nginx/pages/broken.html'].map((page) =>
      readFileSync(page, 'utf8'),
    );
    const used = pages.flatMap((page) =>
      [...page.matchAll(/virtual="\/fragments\/[a-z-]+\?([^"]*)"/g)].flatMap((match) => [
        ...new URLSearchParams(match[1]!).keys(),
      ]),
    );
    for (const name of used.filter((name) => !['site', 'reduced', 'lang', 'platform'].includes(name)))
      expect(DEMO_ALLOWED_ATTRIBUTES).toContain(name);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await get('newsletter-signup?site=DE&headline=Kaffee&origin-addition=cms-block')).status).toBe(
      200,
    );
    const refused = await get('newsletter-signup?site=DE&image-alt=Tasse');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/"image-alt" is free text or an address.*allowAttributes/);
    expect((await get('newsletter-signup?doi-token=abc')).status).toBe(400);
    expect((await get('shop-footer?content-src=https://evil.example/x.json')).status).toBe(400);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'demo fragments: <newsletter-signup> 400 not-allowed',
      'demo fragments: <newsletter-signup> 400 per-visitor',
      'demo fragments: <shop-footer> 400 not-allowed',
    ]);
    warn.mockRestore();
  });

  it('gives the bare element when the content source fails: it fetches its content and renders itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: ContentSource = {
      content: () => {
        throw new Error('CMS down');
      },
      promotion: REFERENCE_CONTENT.promotion,
    };
    const answer = await demoFragmentHandler(
      renderer,
      failing,
    )(new Request('http://demo.example/fragments/shop-footer?site=CZ'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<shop-footer site="CZ"></shop-footer>');
    expect(warn).toHaveBeenCalledWith('demo fragments: <shop-footer> 200 content-unavailable');
    warn.mockRestore();
  });
});
