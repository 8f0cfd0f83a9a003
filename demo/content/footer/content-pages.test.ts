import { describe, expect, it } from 'vitest';
import { SITES } from '../../../src/sites.ts';
import { FOOTER_CONTENT } from './index.ts';

/*
 * Per country, content pages for payment options, delivery, pickup in store, returns and complaints,
 * help, loyalty club, gift card, manuals, gift ideas, disposal and composition, size guide, sustainability,
 * imprint, privacy, general terms and withdrawal right, each a slug plus its section (s) or category (c) code
 * ending in .html; and the fixed links: /account, /service/storefinder/ and the free loyalty-card
 * sign-up.
 */
const CONTENT_PAGES = {
  'payment options': 's400200',
  delivery: 's400300',
  'pickup in store': 's400400',
  'returns and complaints': 's400500',
  help: 's400600',
  'loyalty club': 's400700',
  'gift card': 'c400800',
  manuals: 's400900',
  'gift ideas': 'c400500',
  'disposal and composition': 's401000',
  'size guide': 's401100',
  sustainability: 's401200',
  imprint: 's401300',
  privacy: 's401400',
  'general terms': 's401500',
  'withdrawal right': 's401600',
} as const;
const LOYALTY_CARD_SIGN_UP = 's400710';

/** Every `url` in a content document, at any depth. */
function urlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(urlsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'url' && typeof inner === 'string' ? [inner] : urlsOf(inner),
  );
}

describe.each(SITES)('the footer content of %s', (site) => {
  const urls = urlsOf(FOOTER_CONTENT[site]);

  it.each(Object.entries(CONTENT_PAGES))(
    'links the %s page as slug plus %s ending in .html',
    (_page, code) => {
      const page = urls.filter((url) => url.includes(`-${code}.html`));
      expect(page.length).toBeGreaterThan(0);
      for (const url of page)
        expect(url).toMatch(new RegExp(`^(https://[^/]+)?(/[a-z-]+)*/[a-z0-9-]+-${code}\\.html$`));
    },
  );

  it('links my account, the shop finder and the free loyalty-card sign-up', () => {
    expect(urls).toContain('/account');
    expect(urls).toContain('/service/storefinder/');
    expect(urls.some((url) => new RegExp(`^/[a-z0-9-]+-${LOYALTY_CARD_SIGN_UP}\\.html$`).test(url))).toBe(
      true,
    );
  });
});
