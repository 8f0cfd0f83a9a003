import { footerContentSource } from '../../src/content/document-urls.ts';
import { fetchEarly } from '../../src/http/early-fetch.ts';
import type { CountrySwitcherConfig } from './country-switcher.config.ts';

/** Asks for the footer content document the countries come from while the switcher's chunk downloads. */
export function prefetchCountries(config: CountrySwitcherConfig): void {
  fetchEarly(footerContentSource(config));
}
