import { SITE_LOCALES, toSite } from '../sites.ts';
import { COUNTRY_LINK_ATTRIBUTE, countryLinkOf } from './country-link.ts';
import { WEB_PROTOCOLS } from './safe-url.ts';

/**
 * The country switcher keeps the page: a country link leads to the host page's own version of this page in
 * that storefront, named by `<link rel="alternate" hreflang="…" href="…">` in the page's `<head>`, when there
 * is one on that storefront's own host; otherwise to the storefront's address (docs/decisions/0063). A chunk
 * of its own, which the loader imports when the visitor reaches for the links (`country-links.ts`).
 */

/**
 * One `<link rel="alternate" hreflang>` of the host page: its language tag and its address as written.
 * @internal Test seam: the tests write alternates of their own.
 */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/**
 * The host page's alternates, in document order, from `<head>` only (where search engines read them). Links
 * for another medium or format (`media`, a `type` other than HTML: feeds, print) are not other-country pages.
 * @internal Test seam: what the host page names, tested without a country link.
 */
export function pageAlternates(doc: Document = document): PageAlternate[] {
  const alternates: PageAlternate[] = [];
  for (const link of doc.head?.querySelectorAll('link[hreflang][href]') ?? []) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (link.getAttribute('type') ?? 'text/html').trim().toLowerCase();
    if (!rel.includes('alternate') || link.hasAttribute('media') || type !== 'text/html') continue;
    alternates.push({ hreflang: link.getAttribute('hreflang') ?? '', href: link.getAttribute('href') ?? '' });
  }
  return alternates;
}

/**
 * The alternate's absolute address when it may be followed in place of `storefront` (an absolute address):
 * http or https, on the storefront's own host and port, never from https down to http, no credentials.
 * `javascript:`, another host and a protocol-relative address to another host give undefined.
 */
function followable(href: string, base: string, storefront: URL): string | undefined {
  const raw = href.trim();
  if (raw === '' || [...raw].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (!WEB_PROTOCOLS.includes(url.protocol) || url.host !== storefront.host) return undefined;
  if (url.username || url.password) return undefined;
  if (storefront.protocol === 'https:' && url.protocol !== 'https:') return undefined;
  return url.href;
}

/**
 * Where a country link for a storefront of `locale` (`de-AT`) goes on this page, the way search engines read
 * hreflang: the first followable alternate for the exact language-region (case-insensitive), else the first
 * for the language alone (`de`). `x-default` (the page for visitors no other alternate fits) and another
 * region of the language (`de-DE` for `de-AT`) are never taken: the visitor named a country. Undefined when
 * no alternate fits: the link keeps the storefront's address.
 * @internal Test seam: the rule of which alternate a link follows, tested as a table.
 */
export function alternateFor(
  locale: string,
  storefront: string,
  alternates: readonly PageAlternate[],
  base: string = storefront,
): string | undefined {
  let home: URL;
  try {
    home = new URL(storefront);
  } catch {
    return undefined;
  }
  const exact = locale.toLowerCase();
  const language = exact.split('-')[0];
  const pick = (tag: string) =>
    alternates
      .filter((alternate) => alternate.hreflang.trim().toLowerCase() === tag)
      .map((alternate) => followable(alternate.href, base, home))
      .find((href) => href !== undefined);
  return pick(exact) ?? (language && language !== exact ? pick(language) : undefined);
}

/** Where a country link goes on this page: its storefront's alternate, or undefined for its own address. */
export function countryLinkTarget(link: HTMLAnchorElement): string | undefined {
  const site = toSite(link.getAttribute(COUNTRY_LINK_ATTRIBUTE) ?? '');
  if (!site) return undefined;
  const alternate = alternateFor(SITE_LOCALES[site], link.href, pageAlternates(), document.baseURI);
  return alternate === link.href ? undefined : alternate;
}

/**
 * Makes the country links inside `root` keep the page: on activation (a click, Enter, a middle click) the
 * link's address becomes the page's alternate for its storefront until the browser has followed it, so a
 * new-tab or new-window click opens the alternate too. The HTML (the server's and React's) keeps the
 * storefront's address: it is right without JavaScript, and hydration finds what the server drew. Returns
 * the function that stops it.
 */
export function followAlternates(root: ShadowRoot | HTMLElement): () => void {
  const listener = (event: Event) => {
    if (event.defaultPrevented || (event.type === 'auxclick' && (event as MouseEvent).button !== 1)) return;
    const link = countryLinkOf(event);
    const written = link?.getAttribute('href');
    if (!link || written === null || written === undefined) return;
    const alternate = countryLinkTarget(link);
    if (alternate === undefined) return;
    // The browser follows the address the link has once the event is dispatched; it is put back after.
    link.setAttribute('href', alternate);
    setTimeout(() => link.setAttribute('href', written), 0);
  };
  root.addEventListener('click', listener);
  root.addEventListener('auxclick', listener);
  return () => {
    root.removeEventListener('click', listener);
    root.removeEventListener('auxclick', listener);
  };
}
