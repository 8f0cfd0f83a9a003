import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Czech storefront (cs-CZ). */
export const footerCZ: FooterContent = {
  headline: 'Jsme tu pro vás',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Platba', url: '/zpusoby-platby-s400200.html' } },
        introductoryText: 'Plaťte bezpečně a pohodlně platební kartou, přes PayPal nebo dárkovou kartou.',
        links: [
          { link: { text: 'Způsoby platby', url: '/zpusoby-platby-s400200.html' } },
          { link: { text: 'Uplatnit dárkovou kartu', url: '/darkova-karta-c400800.html' } },
        ],
        images: [...CARD_IMAGES],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Doprava', url: '/doprava-s400300.html' } },
        introductoryText: 'Doprava zdarma při nákupu od 999 Kč, s věrnostní kartou už od 499 Kč.',
        links: [
          { link: { text: 'Ceny a doba doručení', url: '/ceny-dopravy-s400310.html' } },
          { link: { text: 'Stav objednávky', url: '/account' } },
          { link: { text: 'Doručení předplatného kávy', url: '/predplatne-kavy-s400740.html' } },
        ],
        images: [image('DPD', 'czDpd'), image('Doručení na výdejní místo', 'pfdc')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Vyzvednutí v prodejně', url: '/vyzvednuti-v-prodejne-s400400.html' },
        },
        introductoryText:
          'Díky službě Click & Collect objednáte online a zboží si vyzvednete ve vybrané prodejně.',
        links: [
          { link: { text: 'Jak funguje Click & Collect', url: '/click-and-collect-s400410.html' } },
          { link: { text: 'Najít prodejnu', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Sledovat vyzvednutí v aplikaci',
              url: 'https://apps.example/shop-cz/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Vrácení a reklamace', url: '/vraceni-a-reklamace-s400500.html' },
        },
        introductoryText: 'Zboží můžete vrátit do 30 dní poštou nebo v kterékoli naší prodejně.',
        links: [
          { link: { text: 'Nahlásit vrácení', url: '/nahlasit-vraceni-s400520.html' } },
          { link: { text: 'Reklamace', url: '/reklamace-s400510.html' } },
          { link: { text: 'Odstoupení od smlouvy', url: '/odstoupeni-od-smlouvy-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Nápověda a kontakt', url: '/napoveda-s400600.html' } },
        introductoryText: 'Odpovědi na časté dotazy najdete v naší nápovědě, nebo nám rovnou napište.',
        links: [
          { link: { text: 'Časté dotazy', url: '/caste-dotazy-s400610.html' } },
          { link: { text: 'Kontaktní formulář', url: '/contact' } },
          { link: { text: 'Můj účet', url: '/account' } },
        ],
      },
      {
        heading: { iconName: 'card', link: { text: 'Věrnostní karta', url: '/vernostni-klub-s400700.html' } },
        introductoryText:
          'S bezplatnou věrnostní kartou sbíráte body a každou 11. kávu v prodejně máte zdarma.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Zaregistrovat se zdarma', url: '/registrace-vernostni-karty-s400710.html' } },
          { link: { text: 'Kávové body', url: '/kavove-body-s400720.html' } },
          { link: { text: 'Předplatné kávy', url: '/predplatne-kavy-s400740.html' } },
          { link: { text: 'Přihlásit se k odběru newsletteru', url: '/subscribenewsletter' } },
          { link: { text: 'Stáhnout aplikaci', url: 'https://apps.example/shop-cz' }, hideInClassic: true },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Informace o produktech', url: '/informace-o-produktech-s400950.html' },
        },
        introductoryText: 'Najdete zde návody k použití, tabulky velikostí a pokyny k likvidaci.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Návody k použití', url: '/navody-k-pouziti-s400900.html' } },
          { link: { text: 'Tabulka velikostí', url: '/tabulka-velikosti-s401100.html' } },
          { link: { text: 'Likvidace a materiálové složení', url: '/likvidace-a-slozeni-s401000.html' } },
          { link: { text: 'Dárková karta', url: '/darkova-karta-c400800.html' } },
          { link: { text: 'Tipy na dárky', url: '/tipy-na-darky-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'O společnosti', url: '/o-nas-s401800.html' } },
        introductoryText: 'Poznejte naši společnost, naše kroky pro udržitelnost a pracovní nabídky.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Udržitelnost', url: '/udrzitelnost-s401200.html' } },
          { link: { text: 'Komunita', url: '/komunita-s401900.html' } },
          { link: { text: 'Kariéra', url: 'https://karriere.example.com/cz' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/cz' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Oblíbené kategorie',
    columns: [
      {
        links: [
          { text: 'Zrnková káva', url: '/zrnkova-kava-c410100.html' },
          { text: 'Mletá káva', url: '/mleta-kava-c410200.html' },
          { text: 'Kávové kapsle', url: '/kavove-kapsle-c410300.html' },
          { text: 'Automatické kávovary', url: '/automaticke-kavovary-c410400.html' },
          { text: 'Předplatné kávy', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Dámská móda', url: '/damska-moda-c420100.html' },
          { text: 'Pánská móda', url: '/panska-moda-c420200.html' },
          { text: 'Spodní prádlo', url: '/spodni-pradlo-c420300.html' },
          { text: 'Obuv', url: '/obuv-c420400.html' },
          { text: 'Doplňky', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Kuchyně', url: '/kuchyne-c430100.html' },
          { text: 'Bydlení', url: '/bydleni-c430200.html' },
          { text: 'Ložnice', url: '/loznice-c430300.html' },
          { text: 'Nábytek', url: '/nabytek-c430400.html' },
          { text: 'Hobby a kutilství', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Děti', url: '/deti-c440100.html' },
          { text: 'Sport', url: '/sport-c440200.html' },
          { text: 'Mobilní telefony', url: '/mobilni-telefony-c440300.html' },
          { text: 'Tipy na dárky', url: '/tipy-na-darky-c400500.html' },
          { text: 'Akce a slevy', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Sledujte nás', 'shop-cz'),
  appReferences: appReferences('Naše aplikace', 'shop-cz'),
  qualityLogos: {
    heading: 'Ověřená kvalita',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/cz', 'euTrustmark'),
      logo(
        'Trust Ecommerce Europe',
        'https://www.example.com/certifikaty/trust-ecommerce-europe',
        'trustEcoEu',
      ),
      logo('Anthrazit', '/certifikaty-kvality-s401700.html', 'anthrazit'),
    ],
  },
  salesTax: {
    textBeforeLink: 'Všechny ceny jsou uvedeny včetně DPH a nezahrnují ',
    link: { text: 'poštovné', url: '/ceny-dopravy-s400310.html' },
    textAfterLink: '.',
  },
  legalLinks: [
    { text: 'Provozovatel', url: '/provozovatel-s401300.html' },
    { text: 'Ochrana osobních údajů', url: 'https://www.example.com/cz/ochrana-osobnich-udaju-s401400.html' },
    { text: 'Obchodní podmínky', url: '/obchodni-podminky-s401500.html' },
    { text: 'Odstoupení od smlouvy', url: '/odstoupeni-od-smlouvy-s401600.html' },
    cookieSettings('Nastavení cookies'),
  ],
  viewChanger: { toMobile: 'Přepnout na mobilní verzi', toDesktop: 'Přepnout na verzi pro počítač' },
  international: { items: internationalItems('CZ') },
};
