import type { Site } from '../../src/sites.ts';

/**
 * The footer promotion of each site (the SHOP_FOOTER CMS promotion). Every demo site has one, so the demo pages
 * log no 404; a site code without an entry answers 404 (pinned in the footer's component tests).
 */
export interface FooterPromotion {
  headline: string;
  text: string;
  link?: { text: string; url: string };
}

export const FOOTER_PROMOTIONS: Partial<Record<Site, FooterPromotion>> = {
  DE: {
    headline: 'Kaffee-Abo',
    text: 'Frisch gerösteter Kaffee, alle zwei oder vier Wochen bequem nach Hause.',
    link: { text: 'Zum Kaffee-Abo', url: '/kaffee-abo-s400300.html' },
  },
  AT: {
    headline: 'Kaffee-Abo',
    text: 'Frisch gerösteter Kaffee, alle zwei oder vier Wochen bequem nach Hause.',
    link: { text: 'Zum Kaffee-Abo', url: '/kaffee-abo-s400300.html' },
  },
  CH: {
    headline: 'Click & Collect',
    text: 'Online bestellen und kostenlos in der Filiale abholen.',
    link: { text: 'Filiale finden', url: '/service/storefinder/' },
  },
  CH_FR: {
    headline: 'Click & Collect',
    text: 'Commandez en ligne et retirez gratuitement en magasin.',
    link: { text: 'Trouver un magasin', url: '/service/storefinder/' },
  },
  PL: { headline: 'Karta podarunkowa', text: 'Podaruj radość – karta podarunkowa na każdą okazję.' },
  CZ: { headline: 'Dárková karta', text: 'Udělejte radost – dárková karta pro každou příležitost.' },
  HU: { headline: 'Ajándékkártya', text: 'Szerezzen örömet – ajándékkártya minden alkalomra.' },
  SK: { headline: 'Darčeková karta', text: 'Urobte radosť – darčeková karta na každú príležitosť.' },
  TR: { headline: 'Hediye kartı', text: 'Her fırsat için sevindiren bir hediye kartı.' },
};
