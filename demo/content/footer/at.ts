import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { GERMAN_HELP, GERMAN_PAYMENT, GERMAN_PRODUCT_INFO, GERMAN_SEO_COLUMNS } from './german.ts';
import { appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Austrian storefront (de-AT). */
export const footerAT: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      GERMAN_PAYMENT,
      {
        heading: { iconName: 'delivery', link: { text: 'Zustellung', url: '/zustellung-s400300.html' } },
        introductoryText:
          'Wir stellen Ihre Bestellung mit der Österreichischen Post, Rhenus oder DHL in ganz Österreich zu.',
        links: [
          { link: { text: 'Versandkosten & Lieferzeiten', url: '/versandkosten-s400310.html' } },
          { link: { text: 'Bestellstatus', url: '/account' } },
          { link: { text: 'Zustellung von Möbeln', url: '/moebelzustellung-s400320.html' } },
        ],
        images: [image('Österreichische Post', 'postAT'), image('Rhenus', 'rhenusAT'), image('DHL', 'dhl')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Abholung in der Filiale', url: '/abholung-in-der-filiale-s400400.html' },
        },
        introductoryText:
          'Mit Click & Collect bestellen Sie online und holen Ihre Ware in einer Filiale Ihrer Wahl ab.',
        links: [
          { link: { text: 'So funktioniert Click & Collect', url: '/click-und-collect-s400410.html' } },
          { link: { text: 'Filiale finden', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Abholung in der App verfolgen',
              url: 'https://apps.example/shop-at/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Rückgabe & Reklamation', url: '/rueckgabe-und-reklamation-s400500.html' },
        },
        introductoryText:
          'Sie können Ihre Artikel innerhalb von 14 Tagen per Post oder in einer Filiale zurückgeben.',
        links: [
          { link: { text: 'Rücksendung anmelden', url: '/ruecksendung-s400520.html' } },
          { link: { text: 'Reklamation', url: '/reklamation-s400510.html' } },
          { link: { text: 'Rücktrittsrecht', url: '/ruecktrittsrecht-s401600.html' } },
        ],
      },
      GERMAN_HELP,
      {
        heading: { iconName: 'card', link: { text: 'Kundenkarte', url: '/kundenclub-s400700.html' } },
        introductoryText:
          'Mit der kostenlosen Kundenkarte sammeln Sie Bohnenpunkte, Stempel auf Ihrer Kaffeekarte und exklusive Club-Vorteile.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Jetzt kostenlos anmelden', url: '/kundenkarte-anmelden-s400710.html' } },
          { link: { text: 'Bohnenpunkte', url: '/bohnenpunkte-s400720.html' } },
          { link: { text: 'Kaffee-Abo', url: '/kaffee-abo-s400740.html' } },
          { link: { text: 'Newsletter abonnieren', url: '/subscribenewsletter' } },
          { link: { text: 'App herunterladen', url: 'https://apps.example/shop-at' }, hideInClassic: true },
        ],
      },
      GERMAN_PRODUCT_INFO,
      {
        heading: { iconName: 'company', link: { text: 'Über uns', url: '/ueber-uns-s401800.html' } },
        introductoryText:
          'Erfahren Sie mehr über unser Unternehmen, unser Engagement für Nachhaltigkeit und Jobs bei uns.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Nachhaltigkeit', url: '/nachhaltigkeit-s401200.html' } },
          { link: { text: 'Community', url: '/community-s401900.html' } },
          { link: { text: 'Karriere', url: 'https://karriere.example.com/at' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/at' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [
      ...GERMAN_SEO_COLUMNS,
      {
        links: [
          { text: 'Kinder', url: '/kinder-c440100.html' },
          { text: 'Sport', url: '/sport-c440200.html' },
          { text: 'Handy & Tarife', url: '/handy-und-tarife-c440300.html' },
          { text: 'Geschenkideen', url: '/geschenkideen-c400500.html' },
          { text: 'Angebote', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Folgen Sie uns', 'shop-at'),
  appReferences: appReferences('Unsere App', 'shop-at'),
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      logo(
        'Österreichisches E-Commerce-Gütezeichen 2023',
        'https://guetezeichen.example/at/shop',
        'atGuetezeichen2023',
      ),
      logo('Handelsverband Österreich', 'https://www.example.com/siegel/handelsverband', 'hvAustria'),
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/at', 'euTrustmark'),
    ],
  },
  salesTax: {
    textBeforeLink: 'Alle Preise inkl. USt. zzgl. ',
    link: { text: 'Versandkosten', url: '/versandkosten-s400310.html' },
    textAfterLink: '',
  },
  legalLinks: [
    { text: 'Impressum', url: '/impressum-s401300.html' },
    { text: 'Datenschutz', url: 'https://www.example.com/at/datenschutz-s401400.html' },
    { text: 'AGB', url: '/agb-s401500.html' },
    { text: 'Rücktrittsrecht', url: '/ruecktrittsrecht-s401600.html' },
    cookieSettings('Cookie-Einstellungen'),
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  international: { items: internationalItems('AT') },
};
