// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { FOOTER_PROMOTIONS } from '../demo/content/promotions.ts';
import { renderWithServices } from '../src/http/service-base.ts';
import { footerSources } from '../widgets/shop-footer/prefetch.ts';
import { matchesEtag } from './fragment-handler.ts';
import { fnv1a64 } from './hash.ts';
import { createFragmentHandler, renderElement, type FragmentHandlerOptions } from './index.ts';

const loaders = {
  loadContent: (site: keyof typeof FOOTER_CONTENT) => FOOTER_CONTENT[site],
  loadPromotion: (site: keyof typeof FOOTER_CONTENT) => FOOTER_PROMOTIONS[site],
};

const get = (handler: (request: Request) => Promise<Response>, path: string, init?: RequestInit) =>
  handler(new Request(`https://shop.example/fragments/${path}`, init));

/** A fake service: the footer content and the promotion of every site, counting what it is asked. */
function fakeServices(answer?: (url: URL) => Response | undefined) {
  const asked: string[] = [];
  const fetchApi = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url.href);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const own = answer?.(url);
    if (own) return own;
    const content = /\/service\/footer\/api\/v1\/content\/(\w+)$/.exec(url.pathname);
    if (content) return Response.json(FOOTER_CONTENT[content[1] as 'DE']);
    if (url.pathname === '/service/promotion/api/promotion/SHOP_FOOTER') {
      const promotion = FOOTER_PROMOTIONS[url.searchParams.get('site') as 'DE'];
      return promotion
        ? Response.json({ contentJSON: JSON.stringify(promotion) })
        : new Response(null, { status: 404 });
    }
    return new Response(null, { status: 404 });
  });
  return { asked, fetch: fetchApi as unknown as typeof fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createFragmentHandler: answers', () => {
  it('renders the footer with its promotion, as renderElement does, with a strong ETag and shared caching', async () => {
    const handler = createFragmentHandler(loaders);
    const response = await get(handler, 'shop-footer?site=DE&lang=en');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toBe(
      renderElement(
        'shop-footer',
        { site: 'DE', lang: 'en' },
        {
          content: FOOTER_CONTENT.DE,
          promotion: FOOTER_PROMOTIONS.DE,
          fragments: { path: '/fragments/', allowAttributes: [] },
        },
      ),
    );
    expect(html).toContain(FOOTER_PROMOTIONS.DE!.headline);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('etag')).toBe(`"${fnv1a64(html)}"`);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=86400',
    );
  });

  it('names where browsers reach it in the snapshot: the request’s folder, the path it is told, or none', async () => {
    const source = async (options: Partial<FragmentHandlerOptions>, path = 'fragments/') => {
      const handler = createFragmentHandler({ ...loaders, ...options });
      const html = await (
        await handler(new Request(`https://shop.example/${path}country-switcher?site=AT`))
      ).text();
      return /"source":\{"path":"([^"]*)","allows":\[([^\]]*)\]/.exec(html)?.slice(1).join(' ');
    };
    expect(await source({})).toBe('/fragments/ ');
    expect(await source({}, 'shop/parts/')).toBe('/shop/parts/ ');
    expect(await source({ fragmentPath: '/public/fragments/', allowAttributes: ['headline'] })).toBe(
      '/public/fragments/ "headline"',
    );
    expect(await source({ fragmentPath: false })).toBeUndefined();
    // A folder named after the release (a shop keying its caches by release): its drawing names that release, and
    // a change before the element's code is drawn by the same folder.
    const handler = createFragmentHandler(loaders);
    const versioned = await (
      await handler(new Request(`https://shop.example/fragments/${__SW_VERSION__}/shop-footer?site=AT`))
    ).text();
    expect(versioned).toContain(`"release":"${__SW_VERSION__}"`);
    expect(versioned).toContain(`"source":{"path":"/fragments/${__SW_VERSION__}/"`);
  });

  it('takes its cache header settings', async () => {
    const handler = createFragmentHandler({ ...loaders, sMaxAge: 600, maxAge: 0, staleWhileRevalidate: 30 });
    expect((await get(handler, 'country-switcher?site=PL')).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=600, stale-while-revalidate=30',
    );
    expect(() => createFragmentHandler({ ...loaders, sMaxAge: -1 })).toThrow(/sMaxAge/);
  });

  it('answers 304 without a body on a matching If-None-Match, and HEAD without a body', async () => {
    const handler = createFragmentHandler(loaders);
    const etag = (await get(handler, 'country-switcher?site=PL')).headers.get('etag')!;
    const again = await get(handler, 'country-switcher?site=PL', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const listed = { headers: { 'If-None-Match': `"other", W/${etag}` } };
    expect((await get(handler, 'country-switcher?site=PL', listed)).status).toBe(304);
    const other = { headers: { 'If-None-Match': '"other"' } };
    expect((await get(handler, 'country-switcher?site=PL', other)).status).toBe(200);
    const head = await get(handler, 'country-switcher?site=PL', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('gives another ETag exactly when the HTML differs', async () => {
    const handler = createFragmentHandler(loaders);
    const etag = async (query: string) => (await get(handler, `shop-footer?${query}`)).headers.get('etag');
    expect(await etag('site=DE')).toBe(await etag('site=DE'));
    expect(await etag('site=DE&lang=en')).toBe(await etag('lang=en&site=DE'));
    expect(await etag('site=DE')).not.toBe(await etag('site=DE&lang=en'));
    expect(await etag('site=DE')).not.toBe(await etag('site=DE&reduced='));
  });

  it('compares If-None-Match weakly, as RFC 9110 says for GET', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(null, '"a"')).toBe(false);
  });
});

describe('createFragmentHandler: what a URL may set', () => {
  const refusal = async (
    handler: (request: Request) => Promise<Response>,
    path: string,
    init?: RequestInit,
  ) => {
    const response = await get(handler, path, init);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  it('refuses an unknown tag with 404 and a method other than GET and HEAD with 405', async () => {
    const handler = createFragmentHandler(loaders);
    expect((await refusal(handler, 'preview-panel?site=DE')).status).toBe(404);
    const post = await refusal(handler, 'shop-footer?site=DE', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('takes enumerations and booleans always, and refuses values the element does not take', async () => {
    const handler = createFragmentHandler(loaders);
    for (const query of [
      'site=AT&lang=de-AT&reduced=&hide-newsletter=&platform=mobile',
      'site=DE&origin=NEWSLETTER&spa=',
    ])
      expect(
        (await get(handler, `${query.includes('spa') ? 'newsletter-signup' : 'shop-footer'}?${query}`))
          .status,
      ).toBe(200);
    for (const [path, named] of [
      ['shop-footer?site=XX', 'site'],
      ['shop-footer?platform=desktop', 'platform'],
      ['shop-footer?reduced=false', 'reduced'],
      ['shop-footer?lang=%22%3E%3Cb%3E', 'lang'],
      ['newsletter-signup?origin=ELSEWHERE', 'origin'],
      ['shop-footer?site=DE&site=AT', 'site'],
      ['shop-footer?utm_source=x', 'utm_source'],
    ]) {
      const { status, text, headers } = await refusal(handler, path!);
      expect(status, path).toBe(400);
      expect(text, path).toContain(`"${named}"`);
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses free text and addresses unless allowed, naming the parameter and allowAttributes', async () => {
    const closed = createFragmentHandler(loaders);
    for (const name of [
      'headline',
      'image-alt',
      'discount-text',
      'voucher-text',
      'origin-addition',
      'image-src',
      'api-base',
    ]) {
      const { status, text } = await refusal(closed, `newsletter-signup?site=DE&${name}=x`);
      expect(status, name).toBe(400);
      expect(text).toMatch(new RegExp(`"${name}" is free text or an address.*allowAttributes`));
    }
    expect((await refusal(closed, 'shop-footer?content-src=https://cms.example/x.json')).status).toBe(400);
    const open = createFragmentHandler({ ...loaders, allowAttributes: ['headline', 'image-src'] });
    expect((await get(open, 'newsletter-signup?site=DE&headline=Hallo')).status).toBe(200);
    expect((await refusal(open, 'newsletter-signup?image-src=javascript:alert(1)')).status).toBe(400);
    expect((await refusal(open, `newsletter-signup?headline=${'x'.repeat(301)}`)).status).toBe(400);
  });

  it('never takes a visitor’s own token, even when listed', async () => {
    const handler = createFragmentHandler({ ...loaders, allowAttributes: ['doi-token', 'headline'] });
    const { status, text } = await refusal(handler, 'newsletter-signup?site=DE&doi-token=abc');
    expect(status).toBe(400);
    expect(text).toContain('"doi-token" belongs to one visitor');
    expect(text).not.toContain('abc');
  });

  it('escapes the text it allows: a quote cannot end the attribute, no script gets into the HTML', async () => {
    const handler = createFragmentHandler({ ...loaders, allowAttributes: ['headline'] });
    const hostile = '"><script>alert(1)</script>';
    const html = await (
      await get(handler, `newsletter-signup?site=DE&headline=${encodeURIComponent(hostile)}`)
    ).text();
    const open = /^<newsletter-signup site="DE" headline="([^"]*)">/.exec(html);
    expect(open?.[1]).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const rest = html.slice(open![0].length);
    expect(rest).not.toContain('<script>');
    expect(rest).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('createFragmentHandler: content from the services', () => {
  it('fetches the content and the promotion under the services setting, once for many concurrent misses', async () => {
    const services = fakeServices();
    const handler = createFragmentHandler({ services: 'https://svc.example', fetch: services.fetch });
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(handler, 'shop-footer?site=AT')));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(services.asked.sort()).toEqual([
      'https://svc.example/service/footer/api/v1/content/AT',
      'https://svc.example/service/promotion/api/promotion/SHOP_FOOTER?site=AT',
    ]);
    const html = await answers[0]!.text();
    expect(html).toContain(FOOTER_PROMOTIONS.AT!.headline);
    // The addresses the browser derives come from the same setting.
    expect(html).toContain('https://svc.example/service/footer/api/v1/content/AT');
  });

  it('keeps a document for its TTL, then asks again: changed content gives a new ETag', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let headline = 'Erste';
    const services = fakeServices((url) =>
      url.pathname.includes('promotion')
        ? Response.json({ contentJSON: JSON.stringify({ headline, text: 'Text' }) })
        : undefined,
    );
    const handler = createFragmentHandler({
      services: 'https://svc.example',
      fetch: services.fetch,
      contentTtl: 60,
    });
    const first = (await get(handler, 'shop-footer?site=DE')).headers.get('etag');
    headline = 'Zweite';
    expect((await get(handler, 'shop-footer?site=DE')).headers.get('etag')).toBe(first);
    expect(services.asked).toHaveLength(2);
    vi.advanceTimersByTime(61_000);
    const changed = await get(handler, 'shop-footer?site=DE');
    expect(changed.headers.get('etag')).not.toBe(first);
    expect(await changed.text()).toContain('Zweite');
    expect(services.asked).toHaveLength(4);
  });

  it('asks each service at its own base, with bases by service name', async () => {
    const services = fakeServices();
    const handler = createFragmentHandler({
      services: { all: 'https://svc.example', footer: 'https://cms.example' },
      fetch: services.fetch,
    });
    expect((await get(handler, 'shop-footer?site=CH')).status).toBe(200);
    expect(services.asked.sort()).toEqual([
      'https://cms.example/service/footer/api/v1/content/CH',
      'https://svc.example/service/promotion/api/promotion/SHOP_FOOTER?site=CH',
    ]);
  });

  it('asks for what the browser’s footer reads, by the footer’s rule: its promotion only when it is not reduced', async () => {
    // The rule lives with the footer (`footerSources`, widgets/shop-footer/prefetch.ts), which the browser's early
    // requests read too. A handler deciding it apart would draw a promotion into a footer the browser draws without
    // one, or leave one out that a full footer then wakes React at once to ask for.
    for (const reduced of [false, true]) {
      const services = fakeServices();
      const handler = createFragmentHandler({ services: 'https://svc.example', fetch: services.fetch });
      const html = await (await get(handler, `shop-footer?site=AT${reduced ? '&reduced=' : ''}`)).text();
      const browser = renderWithServices('https://svc.example', () =>
        footerSources({ site: 'AT', contentSrc: '', reduced }, ''),
      );
      expect(services.asked).toEqual([browser.content, browser.promotion].filter(Boolean));
      expect(services.asked.some((url) => url.includes('/promotion/'))).toBe(!reduced);
      const snapshot = /data-sw-snapshot[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
      expect(Object.keys((JSON.parse(snapshot) as { documents: object }).documents)).toEqual(services.asked);
    }
    const loadPromotion = vi.fn(loaders.loadPromotion);
    const handler = createFragmentHandler({ ...loaders, loadPromotion });
    for (const path of [
      'shop-footer?site=AT&reduced=',
      'country-switcher?site=AT',
      'newsletter-signup?site=AT',
    ])
      expect((await get(handler, path)).status).toBe(200);
    expect(loadPromotion).not.toHaveBeenCalled();
    await get(handler, 'shop-footer?site=AT');
    expect(loadPromotion).toHaveBeenCalledExactlyOnceWith('AT');
  });

  it('renders a site without a promotion (404) as cacheable as any other', async () => {
    const services = fakeServices((url) =>
      url.pathname.includes('promotion') ? new Response(null, { status: 404 }) : undefined,
    );
    const handler = createFragmentHandler({ services: 'https://svc.example', fetch: services.fetch });
    const response = await get(handler, 'shop-footer?site=DE');
    expect(await response.text()).toContain('SHOP_FOOTER?site=DE":{"status":"missing"}');
    expect(response.headers.get('cache-control')).toContain('s-maxage=300');
  });

  it('without its content (an error, a time-out, a loader that throws) answers the bare element, briefly cached', async () => {
    const lines: string[] = [];
    const failing: FragmentHandlerOptions[] = [
      {
        ...fakeServices((url) =>
          url.pathname.includes('content') ? new Response(null, { status: 503 }) : undefined,
        ),
        services: 'https://svc.example',
      },
      { services: 'https://svc.example', fetch: () => new Promise<Response>(() => {}), timeoutMs: 20 },
      {
        loadContent: () => {
          throw new Error('CMS down');
        },
        loadPromotion: () => undefined,
      },
      { loadContent: () => new Promise(() => {}), loadPromotion: () => undefined, timeoutMs: 20 },
    ];
    for (const options of failing) {
      const handler = createFragmentHandler({ ...options, log: (line) => lines.push(line) });
      const response = await get(handler, 'shop-footer?site=CZ');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<shop-footer site="CZ"></shop-footer>');
      const cacheControl = response.headers.get('cache-control')!;
      expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(10);
      expect(cacheControl).not.toContain('stale-while-revalidate');
    }
    expect(lines).toEqual(Array(4).fill('<shop-footer> 200 content-unavailable'));
  });

  it('fetches where fetchServices says, and draws the addresses the browser uses: the page’s own by default', async () => {
    const snapshotKeys = (html: string) =>
      Object.keys(
        (JSON.parse(/data-sw-snapshot[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { documents: object })
          .documents,
      );
    for (const services of [undefined, '/']) {
      const fake = fakeServices();
      const handler = createFragmentHandler({
        fetchServices: 'http://127.0.0.1:4520',
        ...(services === undefined ? {} : { services }),
        fetch: fake.fetch,
      });
      const html = await (await get(handler, 'shop-footer?site=PL')).text();
      expect(fake.asked.sort()).toEqual([
        'http://127.0.0.1:4520/service/footer/api/v1/content/PL',
        'http://127.0.0.1:4520/service/promotion/api/promotion/SHOP_FOOTER?site=PL',
      ]);
      expect(html).not.toContain('127.0.0.1:4520');
      expect(html).toContain('src="/service/footer-images/logos/');
      expect(snapshotKeys(html).sort()).toEqual([
        '/service/footer/api/v1/content/PL',
        '/service/promotion/api/promotion/SHOP_FOOTER?site=PL',
      ]);
    }
    // The page's origin for both: fetched from the request's own origin.
    const fake = fakeServices();
    const handler = createFragmentHandler({ services: '/', fetch: fake.fetch });
    await get(handler, 'country-switcher?site=PL');
    expect(fake.asked).toEqual(['https://shop.example/service/footer/api/v1/content/PL']);
    // A public base of its own, fetched internally.
    const split = fakeServices();
    const html = await (
      await get(
        createFragmentHandler({
          services: 'https://services.shop.example',
          fetchServices: 'http://10.0.0.7:4520',
          fetch: split.fetch,
        }),
        'country-switcher?site=PL',
      )
    ).text();
    expect(split.asked).toEqual(['http://10.0.0.7:4520/service/footer/api/v1/content/PL']);
    expect(snapshotKeys(html)).toEqual(['https://services.shop.example/service/footer/api/v1/content/PL']);
  });

  it('needs the services or both loaders, and a services setting it can use', () => {
    expect(() => createFragmentHandler()).toThrow(/options.services/);
    expect(() => createFragmentHandler({ fetchServices: 'ftp://x' })).toThrow(/options.fetchServices/);
    expect(() => createFragmentHandler({ loadContent: loaders.loadContent })).toThrow(/loaders/);
    expect(() => createFragmentHandler({ services: 'ftp://x' })).toThrow(TypeError);
  });
});

describe('createFragmentHandler: its log', () => {
  it('says tag, status and reason, never a value, and a value cannot forge a line', async () => {
    const lines: string[] = [];
    const handler = createFragmentHandler({ ...loaders, log: (line) => lines.push(line) });
    const forged = encodeURIComponent('x\n<shop-footer> 200 ok secret');
    await get(handler, `newsletter-signup?site=DE&headline=${forged}`);
    await get(handler, `newsletter-signup?${forged}=1`);
    await get(handler, `shop-footer?site=${forged}`);
    await get(handler, `evil%0Aline?site=DE`);
    await get(handler, 'shop-footer?site=DE', { method: 'DELETE' });
    await get(handler, 'newsletter-signup?doi-token=secret-token');
    expect(lines).toEqual([
      '<newsletter-signup> 400 not-allowed',
      '<newsletter-signup> 400 unknown-parameter',
      '<shop-footer> 400 bad-value',
      'fragment 404 unknown-tag',
      'fragment 405 method',
      '<newsletter-signup> 400 per-visitor',
    ]);
  });
});
