import { SITE_LOCALES, type Site } from '../sites.ts';

/** The supported page languages; the first is the fallback. */
export const LANGUAGES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'sk-SK',
  'cs-CZ',
  'hu-HU',
  'tr-TR',
  'da-DK',
  'sv-SE',
  'en',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const FALLBACK_LANGUAGE: Language = 'de-DE';

/**
 * Maps a BCP 47 tag to a supported language: an exact match (any case, `_` or `-`) first, then the first
 * supported language with the same primary subtag (`de` → de-DE, `fr-FR` → fr-CH, `en-GB` → en).
 * Undefined when nothing matches, so the caller can try its next source.
 */
function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return LANGUAGES.find((language) => language.split('-')[0]!.toLowerCase() === primary);
}

export interface LanguageSources {
  /** The element's own `lang` attribute. */
  element?: string | null;
  /** `<html lang>`. */
  document?: string | null;
  /** The element's storefront, whose locale is the third choice. */
  site?: Site;
}

/** The page language: the element's `lang`, else `<html lang>`, else the site's locale, else de-DE. */
export function resolveLanguage({ element, document, site }: LanguageSources): Language {
  return (
    matchLanguage(element) ??
    matchLanguage(document) ??
    (site ? matchLanguage(SITE_LOCALES[site]) : undefined) ??
    FALLBACK_LANGUAGE
  );
}
