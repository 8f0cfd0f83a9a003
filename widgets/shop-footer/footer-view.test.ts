import { describe, expect, it, vi } from 'vitest';
import { FOOTER_CONTENT } from '../../demo/content/footer/index.ts';
import { readFooterContent } from './footer-content.ts';
import type { TeaserGroup } from './footer-content.types.ts';
import {
  contentLanguageMark,
  footerState,
  footerView,
  uniqueHeadingIds,
  visibleGroups,
  type FooterView,
  type FooterViewInputs,
} from './footer-view.ts';

const { content } = readFooterContent(FOOTER_CONTENT.DE);
const promotion = { headline: 'Sale', text: 'Now' };

const inputs = (change: Partial<FooterViewInputs> = {}): FooterViewInputs => ({
  content,
  site: 'DE',
  language: 'de-DE',
  platform: 'classic',
  reduced: false,
  hideNewsletter: false,
  customer: undefined,
  cookies: '',
  staff: false,
  promotion,
  ...change,
});

/** Which sections a view shows, by name, in page order. */
function shown(view: FooterView): string[] {
  return [
    view.staffPanel && 'staff panel',
    view.promotion && 'promotion',
    view.newsletter !== 'hidden' && `newsletter ${view.newsletter}`,
    view.headline && 'headline',
    view.groups.length > 0 && 'groups',
    view.seo && 'seo',
    view.socialMedia && 'social',
    view.apps && 'apps',
    view.qualityLogos && 'quality',
    view.countrySwitcher && 'switcher',
    view.viewChanger && 'view changer',
    view.legalLinks.length > 0 && 'legal',
    view.salesTax && 'sales tax',
  ].filter((name): name is string => Boolean(name));
}

const EVERYTHING = ['promotion', 'newsletter shown', 'groups', 'seo', 'social', 'apps', 'quality'];
const BOTTOM = ['view changer', 'legal', 'sales tax'];

describe('footerView: which sections a footer shows', () => {
  it.each<[string, Partial<FooterViewInputs>, string[]]>([
    ['full, classic', {}, [...EVERYTHING, 'switcher', ...BOTTOM]],
    ['full, tablet: no country switcher', { platform: 'tablet' }, [...EVERYTHING, ...BOTTOM]],
    ['full, mobile: no country switcher', { platform: 'mobile' }, [...EVERYTHING, ...BOTTOM]],
    [
      'full, any width (the server did not know): the switcher is there, CSS shows it from 1280 px',
      { platform: 'any' },
      [...EVERYTHING, 'switcher', ...BOTTOM],
    ],
    [
      'any width with a smartphone platform cookie: no country switcher',
      { platform: 'any', cookies: 'platform=smartphone' },
      [...EVERYTHING, ...BOTTOM],
    ],
    [
      'full, classic with a smartphone platform cookie: no country switcher',
      { cookies: 'platform=smartphone' },
      [...EVERYTHING, ...BOTTOM],
    ],
    [
      'reduced: no promotion, SEO links, social or app icons, newsletter',
      { reduced: true },
      ['groups', 'quality', 'switcher', ...BOTTOM],
    ],
    [
      'customer data on its way: the block keeps its space',
      { customer: 'pending' },
      [
        'promotion',
        'newsletter pending',
        'groups',
        'seo',
        'social',
        'apps',
        'quality',
        'switcher',
        ...BOTTOM,
      ],
    ],
    [
      'subscribed customer: no newsletter block',
      { customer: { loggedIn: true, newsletterStatus: 'SUBSCRIBED' } },
      ['promotion', 'groups', 'seo', 'social', 'apps', 'quality', 'switcher', ...BOTTOM],
    ],
    [
      'double opt-in pending: no newsletter block',
      { customer: { loggedIn: true, newsletterStatus: 'WAITING_FOR_DOI' } },
      ['promotion', 'groups', 'seo', 'social', 'apps', 'quality', 'switcher', ...BOTTOM],
    ],
    [
      'hide-newsletter, customer data on its way: no block and no space for it',
      { hideNewsletter: true, customer: 'pending' },
      ['promotion', 'groups', 'seo', 'social', 'apps', 'quality', 'switcher', ...BOTTOM],
    ],
    [
      'no promotion arrived in time',
      { promotion: undefined },
      [...EVERYTHING.slice(1), 'switcher', ...BOTTOM],
    ],
    ['staff in preview mode', { staff: true }, ['staff panel', ...EVERYTHING, 'switcher', ...BOTTOM]],
  ])('%s', (_name, change, expected) => {
    expect(shown(footerView(inputs(change))).filter((name) => name !== 'headline')).toEqual(expected);
  });

  it('leaves out hideGroupInCheckout groups when reduced, and hideInClassic links on classic only (CSS hides them for any width)', () => {
    const checkoutHidden = content.teaser.groups.filter((group) => group.hideGroupInCheckout).length;
    expect(checkoutHidden).toBeGreaterThan(0);
    const full = footerView(inputs());
    const reduced = footerView(inputs({ reduced: true }));
    expect(reduced.groups).toHaveLength(full.groups.length - checkoutHidden);
    const links = (view: FooterView) => view.groups.flatMap(({ group }) => group.links);
    expect(links(full).some((entry) => entry.hideInClassic)).toBe(false);
    expect(links(footerView(inputs({ platform: 'mobile' }))).some((entry) => entry.hideInClassic)).toBe(true);
    expect(links(footerView(inputs({ platform: 'any' }))).some((entry) => entry.hideInClassic)).toBe(true);
  });

  it('gives every headed section a unique id, in page order', () => {
    const view = footerView(inputs());
    const ids = [
      ...view.groups.map((entry) => entry.headingId),
      view.seo!.headingId,
      view.socialMedia!.headingId,
      view.apps!.headingId,
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(view.groups[0]!.headingId).toBe(
      content.teaser.groups[0]!.heading.link.text.replace(/[^\p{L}\p{N}-]/gu, ''),
    );
  });

  it('folds groups into accordions on every platform but classic', () => {
    expect(footerView(inputs()).layout).toBe('columns');
    expect(footerView(inputs({ platform: 'tablet' })).layout).toBe('folds');
    expect(footerView(inputs({ platform: 'mobile' })).layout).toBe('folds');
    expect(footerView(inputs({ platform: 'any' })).layout).toBe('by-width');
  });

  it('marks the content language only when it is not the page language', () => {
    expect(footerView(inputs()).languages).toEqual({ content: undefined, page: undefined });
    expect(footerView(inputs({ language: 'en' })).languages).toEqual({ content: 'de', page: 'en' });
  });
});

describe("footerState: what the footer shows as a whole (its host's data-state)", () => {
  it.each<[Parameters<typeof footerState>, ReturnType<typeof footerState>]>([
    [['loading', false, 'wait'], 'loading'],
    [['ok', true, 'wait'], 'loading'],
    [['ok', true, 'include'], 'shown'],
    [['ok', true, 'omit'], 'shown'],
    [['ok', false, 'omit'], 'unavailable'],
    [['missing', false, 'omit'], 'unavailable'],
    [['failed', false, 'wait'], 'unavailable'],
  ])('%j is %s', (inputs, state) => {
    expect(footerState(...inputs)).toBe(state);
  });
});

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
