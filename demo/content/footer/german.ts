import type { SeoColumns, TeaserGroup } from '../../../widgets/shop-footer/footer-content.types.ts';
import { CARD_IMAGES } from './parts.ts';

/*
 * What the German-speaking storefronts (DE, AT, CH) say alike: the payment and help groups, the product
 * information group of DE and AT, and the first three columns of popular categories.
 */

/** The payment group of DE, AT and CH. */
export const GERMAN_PAYMENT: TeaserGroup = {
  heading: { iconName: 'payment', link: { text: 'Bezahlung', url: '/zahlungsarten-s400200.html' } },
  introductoryText: 'Bezahlen Sie sicher und bequem mit Kreditkarte, PayPal oder Ihrer Geschenkkarte.',
  links: [
    { link: { text: 'Zahlungsarten', url: '/zahlungsarten-s400200.html' } },
    { link: { text: 'Geschenkkarte einlösen', url: '/geschenkkarte-c400800.html' } },
  ],
  images: [...CARD_IMAGES],
};

/** The help and contact group of DE, AT and CH. */
export const GERMAN_HELP: TeaserGroup = {
  heading: { iconName: 'help', link: { text: 'Hilfe & Kontakt', url: '/hilfe-s400600.html' } },
  introductoryText:
    'Antworten auf häufige Fragen finden Sie in unserer Hilfe – oder Sie schreiben uns direkt.',
  links: [
    { link: { text: 'Häufige Fragen', url: '/haeufige-fragen-s400610.html' } },
    { link: { text: 'Kontaktformular', url: '/contact' } },
    { link: { text: 'Mein Konto', url: '/account' } },
  ],
};

/** The product information group of DE and AT. */
export const GERMAN_PRODUCT_INFO: TeaserGroup = {
  heading: {
    iconName: 'product-info',
    link: { text: 'Produktinformationen', url: '/produktinformationen-s400950.html' },
  },
  introductoryText: 'Hier finden Sie Bedienungsanleitungen, Größenberatung und Hinweise zur Entsorgung.',
  hideGroupInCheckout: true,
  links: [
    { link: { text: 'Bedienungsanleitungen', url: '/bedienungsanleitungen-s400900.html' } },
    { link: { text: 'Größenberater', url: '/groessenberater-s401100.html' } },
    {
      link: {
        text: 'Entsorgung & Materialzusammensetzung',
        url: '/entsorgung-und-zusammensetzung-s401000.html',
      },
    },
    { link: { text: 'Geschenkkarte', url: '/geschenkkarte-c400800.html' } },
    { link: { text: 'Geschenkideen', url: '/geschenkideen-c400500.html' } },
  ],
};

/** The first three columns of popular categories of DE, AT and CH (the fourth is each site's own). */
export const GERMAN_SEO_COLUMNS: SeoColumns['columns'] = [
  {
    links: [
      { text: 'Kaffeebohnen', url: '/kaffeebohnen-c410100.html' },
      { text: 'Gemahlener Kaffee', url: '/gemahlener-kaffee-c410200.html' },
      { text: 'Kaffeekapseln', url: '/kaffeekapseln-c410300.html' },
      { text: 'Kaffeevollautomaten', url: '/kaffeevollautomaten-c410400.html' },
      { text: 'Kaffee-Abo', url: '/c410500' },
    ],
  },
  {
    links: [
      { text: 'Damenmode', url: '/damenmode-c420100.html' },
      { text: 'Herrenmode', url: '/herrenmode-c420200.html' },
      { text: 'Wäsche', url: '/waesche-c420300.html' },
      { text: 'Schuhe', url: '/schuhe-c420400.html' },
      { text: 'Accessoires', url: '/c420500' },
    ],
  },
  {
    links: [
      { text: 'Küche', url: '/kueche-c430100.html' },
      { text: 'Wohnen', url: '/wohnen-c430200.html' },
      { text: 'Schlafen', url: '/schlafen-c430300.html' },
      { text: 'Möbel', url: '/moebel-c430400.html' },
      { text: 'Hobby & Heimwerken', url: '/c430500' },
    ],
  },
];
