import { SITES, sitePath, type Site } from '../../src/sites.ts';

/** Each storefront's name in its own language, as the country switcher lists it. */
export const COUNTRY_NAMES: Record<Site, string> = {
  DE: 'Deutschland',
  AT: 'Österreich',
  CH: 'Schweiz (Deutsch)',
  CH_FR: 'Suisse (Français)',
  PL: 'Polska',
  CZ: 'Česko',
  HU: 'Magyarország',
  SK: 'Slovensko',
  TR: 'Türkiye',
};

/** The footer's `international.items` for a site: every storefront, the site itself selected. */
export function internationalItems(site: Site) {
  return SITES.map((code) => ({
    code,
    label: COUNTRY_NAMES[code],
    href: `/${sitePath(code)}/`,
    flagName: code.slice(0, 2).toLowerCase(),
    selected: code === site,
  }));
}
