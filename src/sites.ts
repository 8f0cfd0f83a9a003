/**
 * The nine storefronts and the locale each one speaks. Site codes are case-insensitive
 * in attributes; `CH_FR` may also be written `ch-fr`.
 */
export const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'] as const;
export type Site = (typeof SITES)[number];

export const DEFAULT_SITE: Site = 'DE';

export const SITE_LOCALES: Record<Site, string> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
  CH_FR: 'fr-CH',
  PL: 'pl-PL',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  SK: 'sk-SK',
  TR: 'tr-TR',
};

/**
 * The language each storefront's footer content is written in (the CMS labels its documents with it).
 * The three German-speaking storefronts share one German content language.
 */
export const FOOTER_LANGUAGES = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  CH_FR: 'fr-CH',
  PL: 'pl-PL',
  CZ: 'cs-CZ',
  HU: 'hu-HU',
  SK: 'sk-SK',
  TR: 'tr-TR',
} as const satisfies Record<Site, string>;
export type FooterLanguage = (typeof FOOTER_LANGUAGES)[Site];

/** Reads a site code written in any case, with `_` or `-`; undefined when it names no storefront. */
export function toSite(value: string): Site | undefined {
  const code = value.trim().toUpperCase().replace('-', '_');
  return (SITES as readonly string[]).includes(code) ? (code as Site) : undefined;
}

/** The demo path segment of a site: lower case, `_` written `-` (`/ch-fr/`). */
export function sitePath(site: Site): string {
  return site.toLowerCase().replace('_', '-');
}
