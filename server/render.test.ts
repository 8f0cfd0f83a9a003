// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FOOTER_CONTENT } from '../demo/content/footer/index.ts';
import { parseSnapshot } from '../src/elements/wake/hydration.ts';
import { serverElement } from './elements.ts';
import { elementStylesheet, renderElement, SERVER_TAGS, type ServerTag } from './index.ts';

// This file runs in plain Node (no DOM): importing the renderer there throws nothing.

const DE = FOOTER_CONTENT.DE;
const options = { assetBase: '/static/', content: DE };

function snapshotOf(html: string) {
  const json = /<script type="application\/json" data-sw-snapshot[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no snapshot');
  return parseSnapshot(json);
}

describe('renderElement', () => {
  it('renders the footer as its tag with a declarative shadow root: stylesheet link, snapshot, markup', () => {
    const html = renderElement('shop-footer', { site: 'DE', lang: 'en' }, options);
    const { file } = elementStylesheet('shop-footer');
    expect(file).toMatch(/^assets\/shop-footer-[0-9a-f]{10}\.css$/);
    expect(
      html.startsWith(`<shop-footer site="DE" lang="en" data-state="shown"><template shadowrootmode="open">`),
    ).toBe(true);
    expect(html).toContain(`<link rel="stylesheet" href="/static/${file}">`);
    expect(html.endsWith('</footer></template></shop-footer>')).toBe(true);
    for (const group of DE.teaser.groups) expect(html).toContain(`href="${group.heading.link.url}"`);
    expect(snapshotOf(html)).toEqual({
      // The release that drew it: the browser takes over only its own release's HTML.
      release: __SW_VERSION__,
      language: 'en',
      platform: 'any',
      attributes: { site: 'DE', lang: 'en' },
      documents: {
        '/service/footer/api/v1/content/DE': { status: 'ok', content: DE },
        // Not given: drawn without it, for the browser to ask for.
        '/service/promotion/api/promotion/SHOP_FOOTER?site=DE': { status: 'omitted' },
      },
    });
    const none = renderElement('shop-footer', { site: 'DE' }, { ...options, promotion: null });
    expect(snapshotOf(none)).toMatchObject({
      documents: { '/service/promotion/api/promotion/SHOP_FOOTER?site=DE': { status: 'missing' } },
    });
  });

  it('names the fragment handler’s path when told, a path on the page’s origin only', () => {
    const fragments = { path: '/fragments/', allowAttributes: ['origin-addition', 'headline'] };
    const html = renderElement('shop-footer', { site: 'DE' }, { ...options, fragments });
    expect(snapshotOf(html)).toMatchObject({
      source: { path: '/fragments/', allows: ['headline', 'origin-addition'] },
    });
    expect(snapshotOf(renderElement('shop-footer', { site: 'DE' }, options))).not.toHaveProperty('source');
    for (const path of ['//evil.example/', 'https://evil.example/', 'fragments/', '/fragments'])
      expect(
        () =>
          renderElement(
            'shop-footer',
            { site: 'DE' },
            { ...options, fragments: { path, allowAttributes: [] } },
          ),
        path,
      ).toThrow(/fragments\.path/);
  });

  it('records the attributes it drew with, as the host wrote them, and none it does not know', () => {
    const html = renderElement(
      'shop-footer',
      { site: 'AT', reduced: true, 'hide-newsletter': false, id: 'footer', 'data-x': 'y' },
      options,
    );
    expect(snapshotOf(html)).toMatchObject({ attributes: { site: 'AT', reduced: '' } });
    expect(Object.keys((snapshotOf(html) as { attributes: object }).attributes)).toEqual(['site', 'reduced']);
  });

  it('holds one server definition per tag, drawing the widget of that tag', () => {
    expect(SERVER_TAGS).toEqual(['shop-footer', 'country-switcher', 'newsletter-signup']);
    for (const tag of SERVER_TAGS) expect(serverElement(tag).widget.tag).toBe(tag);
  });

  it('puts no inline style and no script that runs into the page (style-src and script-src stay self)', () => {
    for (const tag of SERVER_TAGS) {
      const html = renderElement(tag, { site: 'AT' }, options);
      expect(html).not.toMatch(/\sstyle=|<style/i);
      expect(html.match(/<script[^>]*>/g)).toHaveLength(1);
      expect(html).toMatch(/<script type="application\/json" data-sw-snapshot( data-platform="any")?>/);
    }
  });

  it('speaks the element’s lang, else the page’s, else the site’s', () => {
    expect(renderElement('newsletter-signup', { site: 'PL', lang: 'en' }, options)).toContain('Subscribe');
    expect(snapshotOf(renderElement('newsletter-signup', { site: 'PL' }, options))).toMatchObject({
      language: 'pl-PL',
    });
    expect(
      snapshotOf(renderElement('newsletter-signup', { site: 'PL' }, { ...options, pageLanguage: 'cs-CZ' })),
    ).toMatchObject({ language: 'cs-CZ' });
  });

  it('draws for the platform the host names', () => {
    const mobile = renderElement('shop-footer', { site: 'DE' }, { ...options, platform: 'mobile' });
    expect(mobile).toContain(
      '<footer class="sw-footer" part="base" data-variant="full" data-platform="mobile">',
    );
    expect(mobile).toContain('<details class="sw-footer__group sw-footer__fold"');
    expect(mobile).not.toContain('sw-footer__column-heading');
    expect(mobile).not.toContain('class="switcher"');
    const classic = renderElement('shop-footer', { site: 'DE' }, { ...options, platform: 'classic' });
    expect(classic).toContain('data-platform="classic"');
    expect(classic).not.toContain('sw-footer__fold');
  });

  it('draws for any width when the host does not know the platform: folds with column headings, both views', () => {
    const html = renderElement('shop-footer', { site: 'DE', lang: 'en' }, options);
    expect(html).toContain('data-platform="any"');
    const folds = html.match(/<details class="sw-footer__group sw-footer__fold"/g) ?? [];
    expect(folds).toHaveLength(DE.teaser.groups.length);
    expect(html.match(/sw-footer__column-heading/g)).toHaveLength(DE.teaser.groups.length + 1);
    // The hideInClassic links are there (CSS hides them from 1280 px), as are the switcher and both views.
    expect(html).toContain('class="sw-footer__not-classic"');
    expect(html).toContain(
      '<nav class="switcher" aria-label="Country selection in the footer" part="base" data-platform="any">',
    );
    expect(html).toContain(DE.viewChanger!.toMobile);
    expect(html).toContain(DE.viewChanger!.toDesktop);
  });

  it('renders the reduced footer without the newsletter block, SEO links and social icons', () => {
    const full = renderElement('shop-footer', { site: 'DE' }, options);
    const reduced = renderElement('shop-footer', { site: 'DE', reduced: true }, options);
    expect(reduced.startsWith('<shop-footer site="DE" reduced data-state="shown">')).toBe(true);
    expect(full).toContain('sw-newsletter');
    expect(reduced).not.toContain('sw-newsletter');
    expect(reduced.length).toBeLessThan(full.length / 1.5);
  });

  it('keeps content text that would end the script or open a comment inside the snapshot', () => {
    const hostile = { ...DE, headline: '</script><script>alert(1)</script><!-- & \u2028' };
    const html = renderElement('shop-footer', { site: 'DE' }, { ...options, content: hostile });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const snapshot = snapshotOf(html);
    expect(typeof snapshot === 'object' && snapshot.documents['/service/footer/api/v1/content/DE']).toEqual({
      status: 'ok',
      content: hostile,
    });
  });

  it('escapes attribute values and refuses attributes the element does not have', () => {
    const html = renderElement('newsletter-signup', { site: 'DE', headline: 'Tee & "Kaffee"' }, options);
    expect(html.startsWith('<newsletter-signup site="DE" headline="Tee &amp; &quot;Kaffee&quot;">')).toBe(
      true,
    );
    expect(() => renderElement('shop-footer', { onclick: 'alert(1)' }, options)).toThrow(
      /<shop-footer> has no attribute "onclick"/,
    );
    expect(() => renderElement('shop-footer', { 'x"y': '1' }, options)).toThrow(TypeError);
    expect(renderElement('shop-footer', { id: 'footer', class: 'wide', 'data-x': '1' }, options)).toMatch(
      /^<shop-footer id="footer" class="wide" data-x="1" data-state="shown"><template/,
    );
    // The footer's data-state is its own (the state it names once drawn).
    expect(() => renderElement('shop-footer', { 'data-state': 'x' }, options)).toThrow(
      /<shop-footer> names its own data-state/,
    );
  });

  // What each tag lets a host write as free text, and the values an attacker or a careless CMS would put there.
  const HOSTILE_VALUES = [
    'Your account is <b>locked</b>',
    '"><script>alert(1)</script>',
    'Tee & \'Kaffee\' &amp; "Milch"',
    'ends a comment --> here',
    '<esi:include src="/admin"/><!--# include virtual="/secret" -->',
  ];
  const HOSTILE_ATTRIBUTES = {
    'newsletter-signup': [
      'headline',
      'image-alt',
      'discount-text',
      'voucher-text',
      'origin-addition',
      'class',
      'data-cms',
    ],
    'shop-footer': ['id', 'class', 'data-cms'],
    'country-switcher': ['id', 'class', 'data-cms'],
  } as const;

  it.each(Object.entries(HOSTILE_ATTRIBUTES))(
    '<%s>: every attribute value is escaped (&, ", <, >), and the browser reads back what the host wrote',
    (tag, names) => {
      for (const value of HOSTILE_VALUES) {
        const attributes = Object.fromEntries([['site', 'DE'], ...names.map((name) => [name, value])]);
        const html = renderElement(tag as ServerTag, attributes, options);
        const open = /^<[^>]*>/.exec(html)![0];
        // The tag ends where the host's markup says it does: no `<` or `>` of a value in it, no quote ending a value.
        expect(open.slice(1, -1)).not.toMatch(/[<>]/);
        expect(open).not.toMatch(/<!--|-->|<esi:/);
        expect(html).not.toMatch(/<esi:include|<!--#|<script>alert|<b>/);
        // As an HTML parser reads the quoted values (this file has no DOM: the four references it writes, decoded).
        const read = Object.fromEntries(
          [...open.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, name, text]) => [
            name,
            text!
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&amp;/g, '&'),
          ]),
        );
        for (const name of names) expect(read[name]).toBe(value);
      }
    },
  );

  it('leaves what it cannot render to the browser: the bare tag, which renders itself there', () => {
    expect(renderElement('shop-footer', { site: 'DE' }, { assetBase: '/static/' })).toBe(
      '<shop-footer site="DE"></shop-footer>',
    );
    expect(renderElement('shop-footer', { site: 'DE' }, { ...options, content: { nonsense: true } })).toBe(
      '<shop-footer site="DE"></shop-footer>',
    );
    expect(renderElement('country-switcher', { site: 'DE' }, { ...options, content: {} })).toBe(
      '<country-switcher site="DE"></country-switcher>',
    );
    // A double opt-in link is one visitor's: confirmed in the browser, never in a shared fragment.
    expect(renderElement('newsletter-signup', { site: 'DE', 'doi-token': 'abc' }, options)).toBe(
      '<newsletter-signup site="DE" doi-token="abc"></newsletter-signup>',
    );
  });

  it('draws the addresses the browser derives from the page’s services setting, when it renders with it', () => {
    const documentsOf = (html: string) => {
      const snapshot = snapshotOf(html);
      if (typeof snapshot === 'string') throw new Error(snapshot);
      return Object.keys(snapshot.documents);
    };
    const services = { all: 'https://services.example', footer: 'https://cms.example/shop' };
    const html = renderElement('shop-footer', { site: 'DE', lang: 'en' }, { ...options, services });
    expect(documentsOf(html)).toEqual([
      'https://cms.example/shop/service/footer/api/v1/content/DE',
      'https://services.example/service/promotion/api/promotion/SHOP_FOOTER?site=DE',
    ]);
    const logos = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(logos.length).toBeGreaterThan(0);
    for (const src of logos)
      expect(src.startsWith('https://services.example/service/footer-images/')).toBe(true);
    // One base for all, as `<meta name="storefront-widgets:services">` alone says it.
    const one = renderElement('country-switcher', { site: 'AT' }, { ...options, services: '/backend/' });
    expect(documentsOf(one)).toEqual(['/backend/service/footer/api/v1/content/AT']);
    // The setting is the render's alone: the next render without it draws the page's own paths.
    expect(documentsOf(renderElement('country-switcher', { site: 'AT' }, options))).toEqual([
      '/service/footer/api/v1/content/AT',
    ]);
  });

  it('says what is wrong with a call it cannot serve', () => {
    expect(() =>
      renderElement(
        'shop-footer',
        { site: 'DE' },
        { ...options, services: { footer: 'javascript:alert(1)' } },
      ),
    ).toThrow(
      /options\.services\.footer must be an http\(s\) origin or a \/path, not "javascript:alert\(1\)"/,
    );
    expect(() =>
      renderElement('shop-footer', { site: 'DE' }, { ...options, services: '//cdn.example' }),
    ).toThrow(/options\.services must be/);
    expect(() => renderElement('preview-panel' as never, {}, options)).toThrow(/not rendered on a server/);
    expect(() => renderElement('shop-footer', {}, { ...options, assetBase: 'javascript:x' })).toThrow(
      /assetBase/,
    );
    // Without an asset base the stylesheet is linked from /static/, as the README deploys dist/.
    expect(renderElement('shop-footer', { site: 'DE' }, { content: DE })).toContain(
      `<link rel="stylesheet" href="/static/${elementStylesheet('shop-footer').file}">`,
    );
  });
});
