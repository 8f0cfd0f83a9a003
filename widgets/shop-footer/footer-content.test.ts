import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from '../../src/content/safe-url.ts';
import type { FooterContent } from './footer-content.types.ts';
import { hasFooterContent, readFooterContent } from './footer-content.ts';

const link = (text: string, url: string) => ({ text, url });

/** Every `url` in a read document, wherever it sits. */
function urls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(urls);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'url' && typeof inner === 'string' ? [inner] : urls(inner),
  );
}

describe('readFooterContent', () => {
  it('keeps a valid document as it is', () => {
    const document = {
      headline: 'Wir sind für Sie da',
      teaser: {
        groups: [
          {
            heading: { iconName: 'payment', link: link('Zahlung', '/zahlung-s1.html') },
            introductoryText: 'Bequem bezahlen.',
            links: [{ link: link('Rechnung', '/rechnung-s2.html'), hideInClassic: true }],
            images: [{ label: 'Visa', source: 'visa', width: 66, height: 44 }],
            hideGroupInCheckout: true,
          },
        ],
      },
      seo: { heading: 'Beliebt', columns: [{ links: [link('Kaffee', '/kaffee-c1.html')] }] },
      socialMedia: {
        heading: 'Folgen',
        icons: [{ iconName: 'instagram', link: link('Instagram', 'https://social.example/x') }],
      },
      appReferences: {
        heading: 'Apps',
        appIcons: [{ iconName: 'apple', link: link('App Store', 'https://apps.example/x') }],
      },
      qualityLogos: {
        logos: [
          { link: link('bevh', 'https://bevh.example'), image: { source: 'bevh', width: 66, height: 44 } },
        ],
      },
      salesTax: {
        textBeforeLink: 'Alle Preise inkl. MwSt. zzgl.',
        link: link('Versand', '/versand-s3.html'),
        textAfterLink: '.',
      },
      legalLinks: [
        link('Impressum', '/impressum-s4.html'),
        { text: 'Cookies', url: '#x', action: 'cookie-consent' },
      ],
      viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' },
      international: { items: [{ code: 'DE', label: 'Deutschland', href: '/de/' }] },
    };
    const { content, problems } = readFooterContent(document);
    expect(problems).toEqual([]);
    expect(content).toEqual({
      ...document,
      legalLinks: [
        link('Impressum', '/impressum-s4.html'),
        { text: 'Cookies', url: '#cookie-settings', action: 'cookie-consent' },
      ],
    });
  });

  it('drops hostile and broken entries, keeps the rest, and names each problem', () => {
    const { content, problems } = readFooterContent({
      teaser: {
        groups: [
          { heading: { iconName: 'help', link: link('Hilfe', 'javascript:alert(1)') }, links: [] },
          {
            heading: { iconName: 'help', link: link('Hilfe', '/hilfe-s1.html') },
            links: [
              { link: link('Gut', '/gut-s2.html') },
              { link: link('Böse', 'data:text/html,x') },
              'nope',
            ],
          },
        ],
      },
      legalLinks: [
        link('', '/x'),
        link('AGB', 'vbscript:x'),
        link('Datenschutz', 'https://example.com/privacy'),
      ],
      seo: 'columns',
      viewChanger: { toMobile: 'Mobil' },
    });
    expect(content.teaser.groups).toHaveLength(1);
    expect(content.teaser.groups[0]?.links).toEqual([{ link: link('Gut', '/gut-s2.html') }]);
    expect(content.legalLinks).toEqual([link('Datenschutz', 'https://example.com/privacy')]);
    expect(content.seo).toBeUndefined();
    expect(content.viewChanger).toBeUndefined();
    expect(problems).toEqual([
      'teaser.groups[0].heading.link has no allowed address',
      'teaser.groups[1].links[1].link has no allowed address',
      'teaser.groups[1].links[2] is not a link entry',
      'legalLinks[0] has no text',
      'legalLinks[1] has no allowed address',
      'seo is not an object',
      'viewChanger needs both texts',
    ]);
  });

  it.each([null, 42, 'footer', []])(
    'reads %j as an empty footer and says the document is not an object',
    (document) => {
      const { content, problems } = readFooterContent(document);
      expect(content.teaser.groups).toEqual([]);
      expect(content.legalLinks).toEqual([]);
      expect(problems).toEqual(['the document is not an object']);
    },
  );

  it('reads a document with lists of the wrong type as empty lists, naming them', () => {
    const { content, problems } = readFooterContent({ teaser: { groups: 'x' }, legalLinks: {} });
    expect(content.teaser.groups).toEqual([]);
    expect(problems).toEqual(['teaser.groups is not a list', 'legalLinks is not a list']);
  });

  it('never throws, and no disallowed address survives, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (document) => {
        const { content } = readFooterContent(document);
        for (const url of urls(content)) expect(safeLinkUrl(url)).toBe(url);
      }),
      { numRuns: 1500 },
    );
  });

  it('never lets a hostile address through in a document of the right shape', () => {
    const hostile = fc.constantFrom(
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      'vbscript:x',
      'java\tscript:x',
      'file:///etc/passwd',
    );
    const anyUrl = fc.oneof(
      hostile,
      fc.webUrl(),
      fc.constantFrom('/ok-s1.html', 'mailto:a@b.example', 'tel:+49'),
    );
    const aLink = fc.record({ text: fc.string({ minLength: 1 }), url: anyUrl });
    const document = fc.record({
      teaser: fc.record({
        groups: fc.array(
          fc.record({
            heading: fc.record({ iconName: fc.constant('help'), link: aLink }),
            links: fc.array(fc.record({ link: aLink, hideInClassic: fc.boolean() })),
          }),
        ),
      }),
      legalLinks: fc.array(aLink),
      seo: fc.record({ heading: fc.string(), columns: fc.array(fc.record({ links: fc.array(aLink) })) }),
    });
    fc.assert(
      fc.property(document, (generated) => {
        const { content } = readFooterContent(generated);
        for (const url of urls(content)) {
          expect(safeLinkUrl(url)).toBe(url);
          expect(url).not.toMatch(/^\s*(javascript|data|vbscript|file):/i);
        }
      }),
      { numRuns: 1000 },
    );
    // A thousand generated documents: about 3 s alone, more beside other work. The default 5 s made it fail on a
    // busy machine for no fault of the code.
  }, 30_000);
});

describe('hasFooterContent', () => {
  const empty: FooterContent = { teaser: { groups: [] }, legalLinks: [], international: { items: [] } };

  it('is false for a document without a single section', () => {
    expect(hasFooterContent(empty)).toBe(false);
  });

  it.each<[string, Partial<FooterContent>]>([
    ['a headline', { headline: 'Service' }],
    [
      'a service group',
      { teaser: { groups: [{ heading: { iconName: 'help', link: link('Hilfe', '/hilfe') }, links: [] }] } },
    ],
    ['a legal link', { legalLinks: [{ text: 'Impressum', url: '/impressum' }] }],
    ['a view changer', { viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' } }],
    ['a country', { international: { items: [{ code: 'DE', label: 'Deutschland', href: '/de/' }] } }],
  ])('is true with %s', (_case, part) => {
    expect(hasFooterContent({ ...empty, ...part })).toBe(true);
  });
});
