import { describe, it, expect } from 'vitest';
import { ICON_NAMES } from '../../../src/ui/icons.tsx';
import { SITES, type Site } from '../../../src/sites.ts';
import type { FooterContent, FooterLink } from '../../../widgets/shop-footer/footer-content.types.ts';
import { FOOTER_CONTENT } from './index.ts';
import { LOGO_SOURCES, type LogoSource } from '../../../src/contract/footer.ts';

const GROUP_ICONS = [
  'payment',
  'delivery',
  'store',
  'returns',
  'help',
  'card',
  'product-info',
  'company',
] as const;
type GroupIcon = (typeof GROUP_ICONS)[number];

/** Groups the reduced (checkout) footer keeps, and those it drops. */
const CHECKOUT_GROUPS: GroupIcon[] = ['payment', 'delivery', 'store', 'returns', 'help'];
const NON_CHECKOUT_GROUPS: GroupIcon[] = ['card', 'product-info', 'company'];

/** The fixed routes; every other relative address is a content page. */
const FIXED_PATHS = ['/contact', '/account', '/service/storefinder/', '/subscribenewsletter'];
const CONTENT_PAGE = /^\/[a-z0-9-]+-[sc]\d+\.html$|^\/c\d+$/;

interface Expectation {
  payment: LogoSource[];
  delivery: LogoSource[];
  seals: LogoSource[];
  social: string[];
  /**
   * Texts (business constants: free shipping, returns, and the like) each group's heading, intro and links must
   * contain.
   */
  facts: Partial<Record<GroupIcon, string[]>>;
  salesTax?: string;
}

const CARDS: LogoSource[] = ['visa', 'mastercard', 'paypal'];
const SOCIAL = ['facebook', 'instagram', 'youtube', 'pinterest'];

const EXPECTED: Record<Site, Expectation> = {
  DE: {
    payment: CARDS,
    delivery: ['dhl', 'hermes'],
    seals: ['bevh', 'gutGemacht', 'euTrustmark', 'green', 'gptw'],
    social: SOCIAL,
    facts: { returns: ['30 Tage'] },
    salesTax: 'MwSt.',
  },
  AT: {
    payment: CARDS,
    delivery: ['postAT', 'rhenusAT', 'dhl'],
    seals: ['atGuetezeichen2023', 'hvAustria', 'euTrustmark'],
    social: SOCIAL,
    facts: { returns: ['14 Tage'] },
    salesTax: 'USt.',
  },
  CH: {
    payment: CARDS,
    delivery: ['chPost', 'chVersand'],
    seals: ['euTrustmark', 'trustEcoEu', 'qualitaet'],
    social: SOCIAL,
    facts: { returns: ['3 Monate'] },
  },
  CH_FR: {
    payment: CARDS,
    delivery: ['chFrPost', 'chFRVersand'],
    seals: ['euTrustmark', 'trustEcoEu', 'qualitaet'],
    social: SOCIAL,
    facts: { returns: ['3 mois'] },
  },
  PL: {
    payment: CARDS,
    delivery: ['dhl', 'express'],
    seals: ['euTrustmark', 'trustEcoEu', 'anthrazit'],
    social: SOCIAL,
    facts: { delivery: ['100 zł'], returns: ['30 dni'] },
  },
  CZ: {
    payment: CARDS,
    delivery: ['czDpd', 'pfdc'],
    seals: ['euTrustmark', 'trustEcoEu', 'anthrazit'],
    social: SOCIAL,
    facts: {
      delivery: ['999 Kč', '499 Kč', 'věrnostní kart'],
      returns: ['30 dní'],
      card: ['11. káv', 'zdarma'],
    },
    salesTax: 'včetně DPH',
  },
  HU: {
    payment: CARDS,
    delivery: ['express', 'pfef'],
    seals: ['euTrustmark', 'trustEcoEu', 'anthrazit'],
    social: SOCIAL,
    facts: { returns: ['30 nap'], card: ['1 hónap', 'egyszer', 'regisztráció'] },
  },
  SK: {
    payment: CARDS,
    delivery: ['sps', 'express'],
    seals: ['euTrustmark', 'trustEcoEu', 'anthrazit'],
    social: SOCIAL,
    facts: { delivery: ['40 €', '20 €', 'vernostn'], returns: ['30 dní'], card: ['11. káv', 'zadarmo'] },
    salesTax: 'vrátane DPH',
  },
  TR: {
    payment: [...CARDS, 'trAmex', 'trBkm'],
    delivery: ['yurticikargo', 'mngKargo', 'hepsijet', 'kolaygelsin', 'horoz'],
    seals: ['trustEcoEu', 'qualitaet'],
    social: [...SOCIAL, 'tiktok'],
    facts: {
      delivery: ['1000 TL', '1-2 iş günü'],
      returns: ['90 gün', 'ücretsiz', 'iade', 'değiştir'],
      help: ['09:00', '19:00', 'her gün'],
    },
  },
};

function group(content: FooterContent, icon: GroupIcon) {
  const found = content.teaser.groups.find((g) => g.heading.iconName === icon);
  if (!found) throw new Error(`no ${icon} group`);
  return found;
}

function groupText(content: FooterContent, icon: GroupIcon): string {
  const g = group(content, icon);
  return [g.heading.link.text, g.introductoryText ?? '', ...g.links.map((l) => l.link.text)].join(' ');
}

/** Every link of the footer except the country switcher, with where it sits. */
function links(content: FooterContent): { where: string; link: FooterLink }[] {
  const all: { where: string; link: FooterLink }[] = [];
  for (const g of content.teaser.groups) {
    all.push({ where: `teaser ${g.heading.iconName} heading`, link: g.heading.link });
    for (const l of g.links) all.push({ where: `teaser ${g.heading.iconName}`, link: l.link });
  }
  content.seo?.columns.forEach((c, i) =>
    c.links.forEach((link) => all.push({ where: `seo column ${i}`, link })),
  );
  content.socialMedia?.icons.forEach((icon) => all.push({ where: 'social media', link: icon.link }));
  content.appReferences?.appIcons.forEach((icon) => all.push({ where: 'app references', link: icon.link }));
  content.qualityLogos?.logos.forEach((logo) => all.push({ where: 'quality logos', link: logo.link }));
  if (content.salesTax) all.push({ where: 'sales tax', link: content.salesTax.link });
  content.legalLinks.forEach((link) => all.push({ where: 'legal links', link }));
  return all;
}

function isAllowedUrl(url: string): boolean {
  if (url.startsWith('/') || url.startsWith('#')) return true;
  if (!url.startsWith('https://')) return false;
  const host = new URL(url).hostname;
  return host.endsWith('.example') || host === 'example.com' || host.endsWith('.example.com');
}

const CASES = SITES.map((site) => ({ site, content: FOOTER_CONTENT[site], expected: EXPECTED[site] }));

describe('FOOTER_CONTENT', () => {
  it('has content for each of the nine sites', () => {
    expect(Object.keys(FOOTER_CONTENT).sort()).toEqual([...SITES].sort());
  });
});

describe.each(CASES)('footer content $site', ({ site, content, expected }) => {
  it('has a headline and the 8 service groups in their fixed order', () => {
    expect(content.headline?.trim()).toBeTruthy();
    expect(content.teaser.groups.map((g) => g.heading.iconName)).toEqual([...GROUP_ICONS]);
    for (const g of content.teaser.groups) {
      expect(g.heading.link.text.trim(), g.heading.iconName).toBeTruthy();
      expect(g.introductoryText?.trim(), g.heading.iconName).toBeTruthy();
      expect(g.links.length, g.heading.iconName).toBeGreaterThanOrEqual(2);
      expect(g.links.length, g.heading.iconName).toBeLessThanOrEqual(5);
    }
  });

  it('advertises the loyalty club: its page, the free card registration, bean points and the coffee subscription in the card group; the gift card, click and collect, the community and returns beside it', () => {
    const urls = (icon: GroupIcon): string[] => {
      const group = content.teaser.groups.find((g) => g.heading.iconName === icon)!;
      return [group.heading.link.url, ...group.links.map(({ link }) => link.url)];
    };
    const card = urls('card');
    for (const code of ['s400700', 's400710', 's400720', 's400740'])
      expect(card.some((url) => url.includes(`-${code}.html`), `card group links to ${code}`)).toBe(true);
    const all = GROUP_ICONS.flatMap(urls);
    for (const code of ['c400800', 's400410', 's401900', 's400500'])
      expect(all.some((url) => url.includes(`-${code}.html`), `a group links to ${code}`)).toBe(true);
  });

  it('uses only icon names of the kit', () => {
    const names = [
      ...content.teaser.groups.map((g) => g.heading.iconName),
      ...(content.socialMedia?.icons ?? []).map((i) => i.iconName),
      ...(content.appReferences?.appIcons ?? []).map((i) => i.iconName),
    ];
    for (const name of names) expect(ICON_NAMES as string[]).toContain(name);
  });

  it('uses only known logo sources, at 66 × 44', () => {
    const images = [
      ...content.teaser.groups.flatMap((g) => g.images ?? []),
      ...(content.qualityLogos?.logos ?? []).map((l) => l.image),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(LOGO_SOURCES as readonly string[]).toContain(image.source);
      expect([image.width, image.height]).toEqual([66, 44]);
    }
  });

  it('shows the payment logos, the site’s carriers and its quality seals', () => {
    const payment = group(content, 'payment').images ?? [];
    expect(payment.map((i) => i.source)).toEqual(expected.payment);
    for (const image of payment) expect(image.label.trim()).toBeTruthy();
    const delivery = group(content, 'delivery').images ?? [];
    expect(delivery.map((i) => i.source)).toEqual(expected.delivery);
    for (const image of delivery) expect(image.label.trim()).toBeTruthy();
    const seals = content.qualityLogos?.logos ?? [];
    expect(seals.map((l) => l.image.source)).toEqual(expected.seals);
    for (const seal of seals) expect(seal.link.text.trim()).toBeTruthy();
    for (const g of content.teaser.groups.slice(2)) expect(g.images, g.heading.iconName).toBeUndefined();
  });

  it('links only to relative addresses or https example domains', () => {
    const all = [
      ...links(content),
      ...content.international.items.map((item) => ({
        where: 'international',
        link: { text: item.label, url: item.href },
      })),
    ];
    for (const { where, link } of all) {
      expect(isAllowedUrl(link.url), `${where}: ${link.url}`).toBe(true);
      expect(link.text.trim(), `${where}: ${link.url}`).toBeTruthy();
    }
  });

  it('addresses content pages as slug plus s- or c-number', () => {
    const pages = links(content)
      .map(({ where, link }) => ({ where, url: link.url }))
      .filter(({ url }) => url.startsWith('/') && !FIXED_PATHS.includes(url));
    expect(pages.length).toBeGreaterThan(30);
    for (const { where, url } of pages) expect(url, where).toMatch(CONTENT_PAGE);
    expect(pages.some(({ url }) => /^\/c\d+$/.test(url))).toBe(true);
  });

  it('states the business constants of its country in the groups they belong to', () => {
    for (const [icon, facts] of Object.entries(expected.facts) as [GroupIcon, string[]][]) {
      const text = groupText(content, icon);
      for (const fact of facts) expect(text, `${icon} group`).toContain(fact);
    }
  });

  it('has a sales-tax note exactly on the storefronts that carry one', () => {
    if (expected.salesTax) {
      expect(content.salesTax).toBeDefined();
      expect(content.salesTax?.textBeforeLink).toContain(expected.salesTax);
      expect(content.salesTax?.link.text.trim()).toBeTruthy();
    } else {
      expect(content.salesTax).toBeUndefined();
    }
  });

  it('marks app-only links and the groups dropped from the checkout footer', () => {
    const classicHidden = content.teaser.groups.flatMap((g) => g.links).filter((l) => l.hideInClassic);
    expect(classicHidden.length).toBeGreaterThanOrEqual(2);
    const dropped = content.teaser.groups.filter((g) => g.hideGroupInCheckout);
    expect(dropped.length).toBeGreaterThanOrEqual(3);
    for (const icon of NON_CHECKOUT_GROUPS) expect(group(content, icon).hideGroupInCheckout, icon).toBe(true);
    for (const icon of CHECKOUT_GROUPS) expect(group(content, icon).hideGroupInCheckout, icon).toBeFalsy();
  });

  it('has four SEO columns of 4 to 6 category links', () => {
    expect(content.seo?.heading.trim()).toBeTruthy();
    expect(content.seo?.columns).toHaveLength(4);
    for (const column of content.seo?.columns ?? []) {
      expect(column.links.length).toBeGreaterThanOrEqual(4);
      expect(column.links.length).toBeLessThanOrEqual(6);
    }
  });

  it('lists the social networks and both app stores', () => {
    expect(content.socialMedia?.heading.trim()).toBeTruthy();
    expect(content.socialMedia?.icons.map((i) => i.iconName)).toEqual(expected.social);
    expect(content.appReferences?.heading.trim()).toBeTruthy();
    expect(content.appReferences?.appIcons.map((i) => i.iconName)).toEqual(['apple', 'android']);
  });

  it('has the legal links, one cookie-settings action and one absolute address', () => {
    const cookie = content.legalLinks.filter((l) => l.action === 'cookie-consent');
    expect(cookie).toHaveLength(1);
    expect(cookie[0]?.url).toBe('#cookie-settings');
    expect(content.legalLinks).toHaveLength(5);
    expect(content.legalLinks.some((l) => l.url.startsWith('https://'))).toBe(true);
  });

  it('has view-changer texts and the country switcher with the site selected', () => {
    expect(content.viewChanger?.toMobile.trim()).toBeTruthy();
    expect(content.viewChanger?.toDesktop.trim()).toBeTruthy();
    expect(content.viewChanger?.toMobile).not.toBe(content.viewChanger?.toDesktop);
    expect(content.international.items.map((i) => i.code)).toEqual([...SITES]);
    expect(content.international.items.filter((i) => i.selected).map((i) => i.code)).toEqual([site]);
  });
});

describe('language rules', () => {
  it('writes Swiss German without "ß"', () => {
    expect(JSON.stringify(FOOTER_CONTENT.CH)).not.toContain('ß');
  });

  it('writes every site in its own language (no German service headings outside DE, AT, CH)', () => {
    const german = JSON.stringify(FOOTER_CONTENT.DE.teaser.groups.map((g) => g.heading.link.text));
    for (const site of ['CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const) {
      const headings = FOOTER_CONTENT[site].teaser.groups.map((g) => g.heading.link.text);
      for (const heading of headings) expect(german, `${site}: ${heading}`).not.toContain(`"${heading}"`);
    }
  });
});
