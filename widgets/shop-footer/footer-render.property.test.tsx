import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from '../../src/content/safe-url.ts';
import { server } from '../../test/msw.ts';
import { renderWithLanguage } from '../../test/render.tsx';
import { readFooterContent } from './footer-content.ts';
import { FooterLayout } from './footer-layout.tsx';
import { footerView } from './footer-view.ts';
import { logoFileName, logoUrl } from './logos.ts';
import { LOGO_SOURCES } from '../../src/contract/footer.ts';

const hostile = fc.constantFrom(
  'javascript:alert(1)',
  ' JAVASCRIPT:x',
  'data:text/html,x',
  'vbscript:x',
  'java\tscript:x',
);
const url = fc.oneof(
  hostile,
  fc.webUrl(),
  fc.constantFrom('/ok-s1.html', 'mailto:a@b.example', 'tel:+49', 'http://x.example'),
);
const link = fc.record({ text: fc.string({ minLength: 1, maxLength: 12 }), url });
const source = fc.oneof(fc.constantFrom(...LOGO_SOURCES), fc.string());

const footerDocument = fc.record(
  {
    headline: fc.string(),
    teaser: fc.record({
      groups: fc.array(
        fc.record({
          heading: fc.record({ iconName: fc.constantFrom('help', 'nope'), link }),
          links: fc.array(fc.record({ link, hideInClassic: fc.boolean() }), { maxLength: 3 }),
          hideGroupInCheckout: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
    }),
    seo: fc.record({
      heading: fc.string(),
      columns: fc.array(fc.record({ links: fc.array(link, { maxLength: 3 }) }), { maxLength: 2 }),
    }),
    socialMedia: fc.record({
      heading: fc.string(),
      icons: fc.array(fc.record({ iconName: fc.constantFrom('facebook', 'x'), link }), { maxLength: 2 }),
    }),
    qualityLogos: fc.record({
      logos: fc.array(fc.record({ link, image: fc.record({ source }) }), { maxLength: 2 }),
    }),
    salesTax: fc.record({ textBeforeLink: fc.string(), link, textAfterLink: fc.string() }),
    legalLinks: fc.array(link, { maxLength: 4 }),
  },
  { requiredKeys: [] },
);

describe('the rendered footer, for generated content', () => {
  it('never renders a disallowed href, and every new-tab link has noopener noreferrer', async () => {
    // The switcher inside a classic footer reads the content address: answer it with no countries.
    server.use(http.get('*/x.json', () => HttpResponse.json({})));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await fc.assert(
        fc.asyncProperty(
          footerDocument,
          fc.constantFrom('mobile', 'tablet', 'classic') as fc.Arbitrary<'mobile' | 'tablet' | 'classic'>,
          fc.boolean(),
          async (document, platform, reduced) => {
            const { content } = readFooterContent(document);
            const host = window.document.createElement('div');
            const { container, unmount } = await renderWithLanguage(
              <FooterLayout
                view={footerView({
                  content,
                  site: 'DE',
                  language: 'de-DE',
                  platform,
                  reduced,
                  hideNewsletter: true,
                  customer: undefined,
                  cookies: '',
                  staff: false,
                  promotion: undefined,
                })}
                config={{ site: 'DE', language: 'de-DE' }}
                host={host}
                contentUrl="/x.json"
              />,
              'de-DE',
            );
            for (const anchor of container.querySelectorAll('a')) {
              const href = anchor.getAttribute('href') ?? '';
              expect(safeLinkUrl(href)).toBe(href);
              if (anchor.getAttribute('target') === '_blank')
                expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
            }
            unmount();
          },
        ),
        { numRuns: 60 },
      );
    } finally {
      console.error = original;
    }
    // Unknown logo sources are reported, nothing else.
    for (const entry of errors) expect(String((entry as unknown[])[0])).toMatch(/unknown logo source/);
  });
});

describe('the logo map', () => {
  it('maps every known logo source to an SVG under the logos path', () => {
    expect(LOGO_SOURCES).toHaveLength(33);
    for (const logo of LOGO_SOURCES)
      expect(logoUrl(logo)).toBe(`/service/footer-images/logos/${logoFileName(logo)}`);
    expect(logoUrl('chFRVersand')).toBe('/service/footer-images/logos/ch-frversand.svg');
    expect(logoUrl('atGuetezeichen2023')).toBe('/service/footer-images/logos/at-guetezeichen2023.svg');
  });

  it('knows nothing of other sources', () => {
    expect(logoUrl('amazonPay')).toBeUndefined();
    expect(logoUrl('')).toBeUndefined();
    expect(logoUrl('VISA')).toBeUndefined();
  });
});
