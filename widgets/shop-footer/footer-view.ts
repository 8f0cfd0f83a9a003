import type { CustomerData } from '../../src/http/psdata.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { hidesCountrySwitcher } from '../../src/platform/device.ts';
import type { DrawnPlatform } from '../../src/platform/platform.ts';
import { FOOTER_LANGUAGES, type FooterLanguage, type Site } from '../../src/sites.ts';
import { showsNewsletter } from './footer-rules.ts';
import type {
  FooterContent,
  IconLink,
  LegalLink,
  QualityLogo,
  SalesTax,
  SeoColumns,
  TeaserGroup,
} from './footer-content.types.ts';
import type { Promotion } from './promotion.ts';
import type { SharedDocumentState } from '../../src/content/use-shared-document.ts';

/** Everything a footer is drawn from; the same for the browser and a server renderer. */
export interface FooterViewInputs {
  content: FooterContent;
  site: Site;
  /** The page language of the widget's own texts. */
  language: Language;
  /** The platform, or `any` for a server render that did not know it (laid out by width in CSS). */
  platform: DrawnPlatform;
  /** The reduced (checkout) footer: the attribute or a cookie (`isReduced`), decided once by the caller. */
  reduced: boolean;
  /** The page's `hide-newsletter`. */
  hideNewsletter: boolean;
  /** The customer's data: `pending` while psdata is asked; undefined when it failed or is not asked (server). */
  customer: CustomerData | undefined | 'pending';
  /** The page's cookies (`document.cookie`; a server passes the request's): the platform cookie counts. */
  cookies: string;
  /** The footer is in preview mode (`preview`) and a staff cookie is there. */
  staff: boolean;
  /** The SHOP_FOOTER promotion, when it arrived in time. */
  promotion: Promotion | undefined;
}

/** A section heading with the id that names its region (unique within the footer). */
interface Headed {
  headingId: string;
}

/** What one footer shows, section by section, in page order. Undefined or empty: the section is left out. */
export interface FooterView {
  variant: 'full' | 'reduced';
  platform: DrawnPlatform;
  /**
   * Groups and SEO links: in `columns` on classic, in `folds` (native disclosures) on mobile and tablet, and
   * `by-width` for `any`: folds below 1280 px, columns from there (CSS).
   */
  layout: 'columns' | 'folds' | 'by-width';
  /** The content's `lang` when it is not the page's, and the page's to mark the widget's texts inside it. */
  languages: { content?: FooterLanguage; page?: Language };
  staffPanel: boolean;
  promotion?: Promotion;
  /** `pending` while psdata is asked: the block's space stays reserved, so nothing jumps when it appears. */
  newsletter: 'shown' | 'pending' | 'hidden';
  headline?: string;
  groups: (Headed & { group: TeaserGroup })[];
  seo?: Headed & SeoColumns;
  socialMedia?: Headed & { heading: string; links: IconLink[] };
  apps?: Headed & { heading: string; links: IconLink[] };
  qualityLogos?: { heading?: string; logos: QualityLogo[] };
  countrySwitcher: boolean;
  viewChanger?: { toMobile: string; toDesktop: string };
  legalLinks: LegalLink[];
  salesTax?: SalesTax;
}

/** Whether the footer waits for its promotion, shows it, or leaves it out (`usePromotionSlot` decides). */
export type PromotionSlot = 'wait' | 'include' | 'omit';

/**
 * What the footer shows as a whole, by name: its host's `data-state`, which the host page's CSS may read.
 * - `loading`: its content, or the promotion it waits for (`usePromotionSlot`), is on its way; the host keeps the
 *   footer's usual height (its host styles), so nothing below moves when it arrives;
 * - `shown`: the footer is drawn;
 * - `unavailable`: there is no footer to show (its content failed, is missing or holds nothing readable): the
 *   reserved height is given back, so the page does not end in an empty gap.
 */
export type FooterState = 'loading' | 'shown' | 'unavailable';

export function footerState(
  contentDocument: SharedDocumentState['status'],
  readable: boolean,
  promotionSlot: PromotionSlot,
): FooterState {
  if (contentDocument === 'loading') return 'loading';
  if (!readable) return 'unavailable';
  return promotionSlot === 'wait' ? 'loading' : 'shown';
}

/** How the groups and SEO links are laid out on each platform (see `FooterView.layout`). */
const LAYOUTS: Readonly<Record<DrawnPlatform, FooterView['layout']>> = {
  classic: 'columns',
  tablet: 'folds',
  mobile: 'folds',
  any: 'by-width',
};

/**
 * The footer's rules in one place. The reduced (checkout) footer leaves out the promotion, the SEO
 * links, the social and app icons, the newsletter block and the groups flagged `hideGroupInCheckout`; classic
 * clients do not see the links flagged `hideInClassic`; the country switcher shows on the classic platform only
 * (drawn for `any` width, the links and the switcher are there and CSS applies these two rules from 1280 px),
 * and not when the platform cookie names a phone or a tablet; the newsletter block hides for a subscribed or
 * pending customer and when the page says so; the staff panel shows in preview mode for staff.
 */
export function footerView(inputs: FooterViewInputs): FooterView {
  const { content, reduced, platform } = inputs;
  const full = !reduced;
  const groups = visibleGroups(content.teaser.groups, reduced, platform);
  const seo = full ? content.seo : undefined;
  const socialMedia = full ? content.socialMedia : undefined;
  const apps = full ? content.appReferences : undefined;
  // Heading ids in page order, unique within this footer (letters, digits and hyphens only).
  const ids = uniqueHeadingIds([
    ...groups.map((group) => group.heading.link.text),
    seo?.heading ?? '',
    socialMedia?.heading ?? '',
    apps?.heading ?? '',
  ]);
  const id = (index: number) => ids[index]!;
  const contentMark = contentLanguageMark(inputs.site, inputs.language);

  return {
    variant: reduced ? 'reduced' : 'full',
    platform,
    layout: LAYOUTS[platform],
    languages: { content: contentMark, page: contentMark && inputs.language },
    staffPanel: inputs.staff,
    promotion: full ? inputs.promotion : undefined,
    newsletter: newsletterState(inputs),
    headline: content.headline,
    groups: groups.map((group, index) => ({ group, headingId: id(index) })),
    seo: seo && { ...seo, headingId: id(groups.length) },
    socialMedia: socialMedia && {
      heading: socialMedia.heading,
      links: socialMedia.icons,
      headingId: id(groups.length + 1),
    },
    apps: apps && { heading: apps.heading, links: apps.appIcons, headingId: id(groups.length + 2) },
    qualityLogos: content.qualityLogos,
    countrySwitcher: !hidesCountrySwitcher(platform, inputs.cookies),
    viewChanger: content.viewChanger,
    legalLinks: content.legalLinks,
    salesTax: content.salesTax,
  };
}

function newsletterState({ hideNewsletter, reduced, customer }: FooterViewInputs): FooterView['newsletter'] {
  if (customer === 'pending') return hideNewsletter || reduced ? 'hidden' : 'pending';
  return showsNewsletter(hideNewsletter, reduced, customer) ? 'shown' : 'hidden';
}

/**
 * The `lang` the footer's content carries, so that a screen reader reads it in its own language (WCAG "language
 * of parts"): the site's footer language when it is another language than the page's (a Czech footer on an
 * English page), else undefined (a German footer on a de-AT page needs no mark).
 * @internal Test seam: the rule, tested for every site.
 */
export function contentLanguageMark(site: Site, pageLanguage: Language): FooterLanguage | undefined {
  const content = FOOTER_LANGUAGES[site];
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return primary(content) === primary(pageLanguage) ? undefined : content;
}

/**
 * The service groups a footer shows: without the hideGroupInCheckout groups when reduced, and without the
 * hideInClassic links on classic clients (drawn for `any` width they stay, and CSS hides them from 1280 px).
 * Groups left without links keep their heading link.
 * @internal Test seam: the rule, tested without content.
 */
export function visibleGroups(
  groups: readonly TeaserGroup[],
  reduced: boolean,
  platform: DrawnPlatform,
): TeaserGroup[] {
  return groups
    .filter((group) => !(reduced && group.hideGroupInCheckout))
    .map((group) => ({
      ...group,
      links: platform === 'classic' ? group.links.filter((entry) => !entry.hideInClassic) : group.links,
    }));
}

/** A heading id keeps only letters, digits and hyphens ("Zahlung & Versand" → "ZahlungVersand"). */
function headingId(text: string): string {
  const id = text.replace(/[^\p{L}\p{N}-]/gu, '');
  return id === '' || /^[\p{N}-]/u.test(id) ? `h-${id}` : id;
}

/**
 * Heading ids unique within one footer: the first heading "Hilfe" gets `Hilfe`, a second one `Hilfe-2`. Ids are
 * scoped to the footer's shadow root, so the host page or a second footer cannot clash with them. Pure, so the
 * footer works them out while rendering and its first paint already names every section (they used to be claimed
 * page-wide in an effect: a second render, a first paint without).
 * @internal Test seam: the rule, tested with hostile headings.
 */
export function uniqueHeadingIds(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  // The next number to try per base, so that many equal headings cost linear time, not quadratic (10,000
  // groups with one heading froze the page for seconds).
  const next = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text);
    let id = base;
    let n = next.get(base) ?? 2;
    while (taken.has(id)) id = `${base}-${n++}`;
    next.set(base, n);
    taken.add(id);
    return id;
  });
}
