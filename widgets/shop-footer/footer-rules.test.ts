import { describe, expect, it, vi } from 'vitest';
import { REDUCED_FOOTER_COOKIE_MARKERS } from '../../src/platform/cookies.ts';
import type { FooterContent, TeaserGroup } from './footer-content.types.ts';
import {
  contentLanguageMark,
  hasFooterContent,
  isReduced,
  showsNewsletter,
  uniqueHeadingIds,
  visibleGroups,
} from './footer-rules.ts';

const group = (name: string, extra: Partial<TeaserGroup> = {}): TeaserGroup => ({
  heading: { iconName: 'help', link: { text: name, url: `/${name}` } },
  links: [
    { link: { text: `${name} a`, url: '/a' } },
    { link: { text: `${name} app`, url: '/app' }, hideInClassic: true },
  ],
  ...extra,
});

describe('contentLanguageMark', () => {
  it.each([
    ['DE', 'de-DE', undefined],
    ['AT', 'de-AT', undefined],
    ['CH', 'de-CH', undefined],
    ['CH_FR', 'fr-CH', undefined],
    ['CH', 'fr-CH', 'de'],
    ['CH_FR', 'de-CH', 'fr-CH'],
    ['PL', 'pl-PL', undefined],
    ['CZ', 'en', 'cs-CZ'],
    ['HU', 'de-DE', 'hu-HU'],
    ['SK', 'cs-CZ', 'sk-SK'],
    ['TR', 'tr-TR', undefined],
    ['DE', 'en', 'de'],
  ] as const)('marks %s content on a %s page as %s', (site, page, mark) => {
    expect(contentLanguageMark(site, page)).toBe(mark);
  });
});

describe('isReduced', () => {
  it('follows the attribute', () => {
    expect(isReduced(true, '')).toBe(true);
    expect(isReduced(false, '')).toBe(false);
  });

  it.each(REDUCED_FOOTER_COOKIE_MARKERS.flatMap((marker) => [`${marker}=123`, `x=1; client=${marker}`]))(
    'applies with the cookie %s',
    (cookies) => {
      expect(isReduced(false, cookies)).toBe(true);
    },
  );

  it('does not apply for other cookies', () => {
    expect(isReduced(false, 'session=abc; theme=dark')).toBe(false);
  });
});

describe('visibleGroups', () => {
  const groups = [group('pay'), group('card', { hideGroupInCheckout: true })];

  it('keeps every group in the full footer and drops hideGroupInCheckout ones when reduced', () => {
    expect(visibleGroups(groups, false, 'mobile').map((g) => g.heading.link.text)).toEqual(['pay', 'card']);
    expect(visibleGroups(groups, true, 'mobile').map((g) => g.heading.link.text)).toEqual(['pay']);
  });

  it('hides hideInClassic links on classic clients only', () => {
    expect(visibleGroups(groups, false, 'classic')[0]?.links.map((l) => l.link.text)).toEqual(['pay a']);
    expect(visibleGroups(groups, false, 'tablet')[0]?.links).toHaveLength(2);
    expect(visibleGroups(groups, false, 'mobile')[0]?.links).toHaveLength(2);
  });
});

describe('showsNewsletter', () => {
  it.each([
    [false, false, undefined, true],
    [true, false, undefined, false],
    [false, true, undefined, false],
    [false, false, { loggedIn: true, newsletterStatus: 'WAITING_FOR_DOI' }, false],
    [false, false, { loggedIn: true, newsletterStatus: 'SUBSCRIBED' }, false],
    [false, false, { loggedIn: true, newsletterStatus: null }, true],
    [false, false, { loggedIn: true, newsletterStatus: 'UNSUBSCRIBED' }, true],
  ] as const)('hide=%s reduced=%s customer=%j shows it: %s', (hide, reduced, customer, shown) => {
    expect(showsNewsletter(hide, reduced, customer)).toBe(shown);
  });
});

describe('heading ids', () => {
  it.each([
    ['Zahlung & Versand', 'ZahlungVersand'],
    ['Hilfe', 'Hilfe'],
    ['Płatność i dostawa', 'Płatnośćidostawa'],
    ['Ödeme / Teslimat', 'ÖdemeTeslimat'],
    ['Click-&-Collect!', 'Click--Collect'],
    ['24/7 Hilfe', 'h-247Hilfe'],
    ['???', 'h-'],
  ])('makes %j into %j', (text, id) => {
    expect(uniqueHeadingIds([text])).toEqual([id]);
  });

  it('keeps the ids of one footer unique, also against a heading that reads like a numbered one', () => {
    expect(uniqueHeadingIds(['Hilfe', 'Hilfe!', 'Service', 'Hilfe'])).toEqual([
      'Hilfe',
      'Hilfe-2',
      'Service',
      'Hilfe-3',
    ]);
    expect(uniqueHeadingIds(['Hilfe-2', 'Hilfe', 'Hilfe'])).toEqual(['Hilfe-2', 'Hilfe', 'Hilfe-3']);
  });

  it('numbers many equal headings in linear work (hostile content must not freeze the page)', () => {
    const has = vi.spyOn(Set.prototype, 'has');
    const ids = uniqueHeadingIds(Array.from({ length: 2000 }, () => 'Hilfe'));
    const lookups = has.mock.calls.length;
    has.mockRestore();
    expect(new Set(ids).size).toBe(2000);
    expect(ids.at(-1)).toBe('Hilfe-2000');
    expect(lookups).toBeLessThan(3 * 2000);
  });
});

describe('hasFooterContent', () => {
  const empty: FooterContent = { teaser: { groups: [] }, legalLinks: [], international: { items: [] } };

  it('is false for a document without a single section', () => {
    expect(hasFooterContent(empty)).toBe(false);
  });

  it.each<[string, Partial<FooterContent>]>([
    ['a headline', { headline: 'Service' }],
    ['a service group', { teaser: { groups: [group('Hilfe')] } }],
    ['a legal link', { legalLinks: [{ text: 'Impressum', url: '/impressum' }] }],
    ['a view changer', { viewChanger: { toMobile: 'Mobil', toDesktop: 'Desktop' } }],
    ['a country', { international: { items: [{ code: 'DE', label: 'Deutschland', href: '/de/' }] } }],
  ])('is true with %s', (_case, part) => {
    expect(hasFooterContent({ ...empty, ...part })).toBe(true);
  });
});
