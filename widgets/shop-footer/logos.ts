import { serviceUrl } from '../../src/http/service-base.ts';

/**
 * SPEC §3: the logo sources the CMS may name, each an image under /service/footer-images/logos/. An unknown
 * source gives an empty image and one console error (logoUrl returns undefined).
 */
export const LOGO_SOURCES = [
  'atGuetezeichen2023',
  'anthrazit',
  'bevh',
  'chFRVersand',
  'chFrPost',
  'chPost',
  'chVersand',
  'czDpd',
  'dhl',
  'euTrustmark',
  'express',
  'gptw',
  'green',
  'gutGemacht',
  'hepsijet',
  'hermes',
  'horoz',
  'hvAustria',
  'kolaygelsin',
  'mastercard',
  'mngKargo',
  'paypal',
  'pfdc',
  'pfef',
  'postAT',
  'qualitaet',
  'rhenusAT',
  'sps',
  'trAmex',
  'trBkm',
  'trustEcoEu',
  'visa',
  'yurticikargo',
] as const;

export type LogoSource = (typeof LOGO_SOURCES)[number];

export const LOGO_BASE_PATH = '/service/footer-images/logos/';

/** The file of each source: its name in kebab case, as SVG. */
export function logoFileName(source: LogoSource): string {
  return `${source.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.svg`;
}

export function isLogoSource(value: string): value is LogoSource {
  return (LOGO_SOURCES as readonly string[]).includes(value);
}

/** The image address of a logo source, or undefined for a source the map does not know. */
export function logoUrl(source: string): string | undefined {
  return isLogoSource(source) ? serviceUrl(LOGO_BASE_PATH + logoFileName(source)) : undefined;
}
