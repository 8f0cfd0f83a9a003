import type { CustomerData } from '../../src/http/psdata.ts';
import {
  NEWSLETTER_STATUS_SUBSCRIBED,
  NEWSLETTER_STATUS_WAITING_FOR_DOI,
} from '../../src/contract/customer-data.ts';
import { isReducedFooterByCookie } from '../../src/platform/cookies.ts';
import type { DrawnPlatform } from '../../src/platform/platform.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { FOOTER_LANGUAGES, type FooterLanguage, type Site } from '../../src/sites.ts';
import type { FooterContent, TeaserGroup } from './footer-content.types.ts';

/** Reduced when the attribute says so, or a cookie holds one of `REDUCED_FOOTER_COOKIE_MARKERS` (cookies.ts). */
export function isReduced(reducedAttribute: boolean, cookieString?: string): boolean {
  return reducedAttribute || isReducedFooterByCookie(cookieString);
}

/**
 * The `lang` the footer's content carries, so that a screen reader reads it in its own language (WCAG "language
 * of parts"): the site's footer language when it is another language than the page's (a Czech footer on an
 * English page), else undefined (a German footer on a de-AT page needs no mark).
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

/**
 * Whether a read document holds anything to show. A 200 answer of another shape (an error object, a list)
 * reads as a document without a single section: that is a failed load, not an empty footer to render.
 */
export function hasFooterContent(content: FooterContent): boolean {
  return (
    content.headline !== undefined ||
    content.teaser.groups.length > 0 ||
    content.seo !== undefined ||
    content.socialMedia !== undefined ||
    content.appReferences !== undefined ||
    content.qualityLogos !== undefined ||
    content.salesTax !== undefined ||
    content.legalLinks.length > 0 ||
    content.viewChanger !== undefined ||
    content.international.items.length > 0
  );
}

/** The newsletter block is hidden when the page says so, or the customer is subscribed or pending. */
export function showsNewsletter(
  hideAttribute: boolean,
  reduced: boolean,
  customer: CustomerData | undefined,
): boolean {
  if (hideAttribute || reduced) return false;
  // A subscriber: waiting for the double opt-in, or subscribed.
  const status = customer?.newsletterStatus;
  return status !== NEWSLETTER_STATUS_WAITING_FOR_DOI && status !== NEWSLETTER_STATUS_SUBSCRIBED;
}

/** A heading id keeps only letters, digits and hyphens ("Zahlung & Versand" → "ZahlungVersand"). */
function headingId(text: string): string {
  const id = text.replace(/[^\p{L}\p{N}-]/gu, '');
  return id === '' || /^[\p{N}-]/u.test(id) ? `h-${id}` : id;
}

/**
 * Heading ids unique within one footer: the first heading "Hilfe" gets `Hilfe`, a second one `Hilfe-2`. Ids are
 * scoped to the footer's shadow root, so the host page or a second footer cannot clash with them. Pure, so the footer works them out while rendering and its first paint already
 * names every section (they used to be claimed page-wide in an effect: a second render, a first paint without).
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
