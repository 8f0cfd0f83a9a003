// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as renderer from '../server/index.ts';
import {
  fragment,
  FRAGMENT_CACHE_CONTROL,
  matchesEtag,
  readFragmentRequest,
  REFERENCE_CONTENT,
  strongEtag,
  type ContentSource,
} from './fragments.ts';

function request(tag: string, query: string) {
  const read = readFragmentRequest(tag, new URLSearchParams(query));
  if (typeof read === 'string') throw new Error(read);
  return read;
}

describe('fragment requests', () => {
  it('take the element’s attributes and the platform from the query', () => {
    expect(request('shop-footer', 'site=AT&reduced&lang=en&platform=mobile')).toEqual({
      tag: 'shop-footer',
      attributes: { site: 'AT', reduced: true, lang: 'en' },
      platform: 'mobile',
      site: 'AT',
    });
    expect(request('newsletter-signup', 'headline=Hallo&spa=false').attributes).toEqual({
      headline: 'Hallo',
      spa: false,
    });
  });

  it('refuse what would make a URL a personal or unbounded cache key, naming it', () => {
    const read = (tag: string, query: string) => readFragmentRequest(tag, new URLSearchParams(query));
    expect(read('preview-panel', '')).toMatch(/no fragment for <preview-panel>/);
    expect(read('newsletter-signup', 'doi-token=abc')).toMatch(/not "doi-token"/);
    expect(read('shop-footer', 'content-src=https://evil.example/x.json')).toMatch(/not "content-src"/);
    expect(read('shop-footer', 'utm_source=x')).toMatch(/not "utm_source"/);
    expect(read('shop-footer', 'site=XX')).toMatch(/site "XX" is not a storefront/);
    expect(read('shop-footer', 'platform=desktop')).toMatch(/platform "desktop"/);
    expect(read('shop-footer', 'site=DE&site=AT')).toMatch(/"site" is given twice/);
  });
});

describe('fragment answers', () => {
  it('carry the HTML with a strong ETag and the caching a CDN needs, and no Vary', () => {
    const answer = fragment(renderer, request('shop-footer', 'site=DE&lang=en'), REFERENCE_CONTENT);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(
      /^<shop-footer site="DE" lang="en" data-state="shown"><template shadowrootmode="open">/,
    );
    expect(answer.headers).toEqual({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': FRAGMENT_CACHE_CONTROL,
      ETag: strongEtag(answer.body),
    });
    expect(FRAGMENT_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(FRAGMENT_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
    expect(answer.headers.ETag).toMatch(/^"[\w-]+"$/);
  });

  it('answer 304 without a body when the ETag matches, also among others or weakly compared', () => {
    const read = request('country-switcher', 'site=PL');
    const { headers } = fragment(renderer, read, REFERENCE_CONTENT);
    const etag = headers.ETag!;
    expect(fragment(renderer, read, REFERENCE_CONTENT, etag)).toMatchObject({ status: 304, body: '' });
    expect(fragment(renderer, read, REFERENCE_CONTENT, `"other", W/${etag}`).status).toBe(304);
    expect(fragment(renderer, read, REFERENCE_CONTENT, '"other"').status).toBe(200);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('differ in ETag exactly when the HTML differs', () => {
    const etag = (query: string) =>
      fragment(renderer, request('shop-footer', query), REFERENCE_CONTENT).headers.ETag;
    expect(etag('site=DE')).toBe(etag('site=DE'));
    expect(etag('site=DE')).not.toBe(etag('site=DE&lang=en'));
    expect(etag('site=DE')).not.toBe(etag('site=DE&reduced'));
  });

  it('still give a working fragment when the content source fails: the bare element, which fetches itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: ContentSource = {
      content: () => {
        throw new Error('CMS down');
      },
      promotion: () => undefined,
    };
    const answer = fragment(renderer, request('shop-footer', 'site=CZ'), failing);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<shop-footer site="CZ"></shop-footer>');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/CMS down/));
  });
});
