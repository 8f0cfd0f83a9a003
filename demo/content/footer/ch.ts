import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';

/** Footer of the German-speaking Swiss storefront (de-CH): Swiss spelling, always "ss", never the sharp s. */
export const footerCH: FooterContent = {
  headline: 'Wir sind für Sie da',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Bezahlung', url: '/zahlungsarten-s400200.html' } },
        introductoryText: 'Bezahlen Sie sicher und bequem mit Kreditkarte, PayPal oder Ihrer Geschenkkarte.',
        links: [
          { link: { text: 'Zahlungsarten', url: '/zahlungsarten-s400200.html' } },
          { link: { text: 'Geschenkkarte einlösen', url: '/geschenkkarte-c400800.html' } },
        ],
        images: [
          { label: 'Visa', source: 'visa', width: 66, height: 44 },
          { label: 'Mastercard', source: 'mastercard', width: 66, height: 44 },
          { label: 'PayPal', source: 'paypal', width: 66, height: 44 },
        ],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Lieferung', url: '/lieferung-s400300.html' } },
        introductoryText: 'Wir liefern Ihre Bestellung mit der Schweizerischen Post in die ganze Schweiz.',
        links: [
          { link: { text: 'Versandkosten & Lieferzeiten', url: '/versandkosten-s400310.html' } },
          { link: { text: 'Bestellstatus', url: '/account' } },
          { link: { text: 'Lieferung im Kaffee-Abo', url: '/kaffee-abo-s400740.html' } },
        ],
        images: [
          { label: 'Die Schweizerische Post', source: 'chPost', width: 66, height: 44 },
          { label: 'Versand Schweiz', source: 'chVersand', width: 66, height: 44 },
        ],
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
      {
        heading: { iconName: 'help', link: { text: 'Hilfe & Kontakt', url: '/hilfe-s400600.html' } },
        introductoryText:
          'Antworten auf häufige Fragen finden Sie in unserer Hilfe – oder Sie schreiben uns direkt.',
        links: [
          { link: { text: 'Häufige Fragen', url: '/haeufige-fragen-s400610.html' } },
          { link: { text: 'Kontaktformular', url: '/contact' } },
          { link: { text: 'Mein Konto', url: '/account' } },
        ],
      },
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
  socialMedia: {
    heading: 'Folgen Sie uns',
    icons: [
      { iconName: 'facebook', link: { text: 'Facebook', url: 'https://social.example/facebook/shop-ch' } },
      { iconName: 'instagram', link: { text: 'Instagram', url: 'https://social.example/instagram/shop-ch' } },
      { iconName: 'youtube', link: { text: 'YouTube', url: 'https://social.example/youtube/shop-ch' } },
      { iconName: 'pinterest', link: { text: 'Pinterest', url: 'https://social.example/pinterest/shop-ch' } },
    ],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'apple', link: { text: 'App Store', url: 'https://apps.example/app-store/shop-ch' } },
      { iconName: 'android', link: { text: 'Google Play', url: 'https://apps.example/google-play/shop-ch' } },
    ],
  },
  qualityLogos: {
    heading: 'Geprüfte Qualität',
    logos: [
      {
        link: { text: 'Ecommerce Europe Trustmark', url: 'https://trustmark.example/ch' },
        image: { source: 'euTrustmark', width: 66, height: 44 },
      },
      {
        link: {
          text: 'Trust Ecommerce Europe',
          url: 'https://www.example.com/siegel/trust-ecommerce-europe',
        },
        image: { source: 'trustEcoEu', width: 66, height: 44 },
      },
      {
        link: { text: 'Qualitätssiegel', url: '/qualitaetssiegel-s401700.html' },
        image: { source: 'qualitaet', width: 66, height: 44 },
      },
    ],
  },
  legalLinks: [
    { text: 'Impressum', url: '/impressum-s401300.html' },
    { text: 'Datenschutz', url: 'https://www.example.com/ch/datenschutz-s401400.html' },
    { text: 'AGB', url: '/agb-s401500.html' },
    { text: 'Widerrufsrecht', url: '/widerrufsrecht-s401600.html' },
    { text: 'Cookie-Einstellungen', url: '#cookie-settings', action: 'cookie-consent' },
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  international: { items: internationalItems('CH') },
};
