import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { GERMAN_HELP, GERMAN_PAYMENT, GERMAN_SEO_COLUMNS } from './german.ts';
import { appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the German-speaking Swiss storefront (de-CH): Swiss spelling, always "ss", never the sharp s. */
export const footerCH: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      GERMAN_PAYMENT,
      {
        heading: { iconName: 'delivery', link: { text: 'Lieferung', url: '/lieferung-s400300.html' } },
        introductoryText: 'Wir liefern Ihre Bestellung mit der Schweizerischen Post in die ganze Schweiz.',
        links: [
          { link: { text: 'Versandkosten & Lieferzeiten', url: '/versandkosten-s400310.html' } },
          { link: { text: 'Bestellstatus', url: '/account' } },
          { link: { text: 'Lieferung im Kaffee-Abo', url: '/kaffee-abo-s400740.html' } },
        ],
        images: [image('Die Schweizerische Post', 'chPost'), image('Versand Schweiz', 'chVersand')],
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
              url: 'https://apps.example/shop-ch/click-collect',
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
          'Sie haben 3 Monate Zeit, Ihre Artikel per Post oder in einer unserer Filialen zurückzugeben.',
        links: [
          { link: { text: 'Rücksendung anmelden', url: '/ruecksendung-s400520.html' } },
          { link: { text: 'Reklamation', url: '/reklamation-s400510.html' } },
          { link: { text: 'Widerrufsrecht', url: '/widerrufsrecht-s401600.html' } },
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
          { link: { text: 'App herunterladen', url: 'https://apps.example/shop-ch' }, hideInClassic: true },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Produktinformationen', url: '/produktinformationen-s400950.html' },
        },
        introductoryText:
          'Hier finden Sie Bedienungsanleitungen, Grössenberatung und Hinweise zur Entsorgung.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Bedienungsanleitungen', url: '/bedienungsanleitungen-s400900.html' } },
          { link: { text: 'Grössenberater', url: '/groessenberater-s401100.html' } },
          {
            link: {
              text: 'Entsorgung & Materialzusammensetzung',
              url: '/entsorgung-und-zusammensetzung-s401000.html',
            },
          },
          { link: { text: 'Geschenkkarte', url: '/geschenkkarte-c400800.html' } },
          { link: { text: 'Geschenkideen', url: '/geschenkideen-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'Über uns', url: '/ueber-uns-s401800.html' } },
        introductoryText:
          'Erfahren Sie mehr über unser Unternehmen, unser Engagement für Nachhaltigkeit und Jobs bei uns.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Nachhaltigkeit', url: '/nachhaltigkeit-s401200.html' } },
          { link: { text: 'Community', url: '/community-s401900.html' } },
          { link: { text: 'Karriere', url: 'https://karriere.example.com/ch' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/ch' } },
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
          { text: 'Handy & Abos', url: '/handy-und-abos-c440300.html' },
          { text: 'Geschenkideen', url: '/geschenkideen-c400500.html' },
          { text: 'Angebote', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Folgen Sie uns', 'shop-ch'),
  appReferences: appReferences('Unsere App', 'shop-ch'),
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/ch', 'euTrustmark'),
      logo('Trust Ecommerce Europe', 'https://www.example.com/siegel/trust-ecommerce-europe', 'trustEcoEu'),
      logo('Qualitätssiegel', '/qualitaetssiegel-s401700.html', 'qualitaet'),
    ],
  },
  legalLinks: [
    { text: 'Impressum', url: '/impressum-s401300.html' },
    { text: 'Datenschutz', url: 'https://www.example.com/ch/datenschutz-s401400.html' },
    { text: 'AGB', url: '/agb-s401500.html' },
    { text: 'Widerrufsrecht', url: '/widerrufsrecht-s401600.html' },
    cookieSettings('Cookie-Einstellungen'),
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  international: { items: internationalItems('CH') },
};
