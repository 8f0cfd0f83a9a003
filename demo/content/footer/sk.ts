import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Slovak storefront (sk-SK). */
export const footerSK: FooterContent = {
  headline: 'Sme tu pre vás',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Platba', url: '/sposoby-platby-s400200.html' } },
        introductoryText: 'Plaťte bezpečne a pohodlne platobnou kartou, cez PayPal alebo darčekovou kartou.',
        links: [
          { link: { text: 'Spôsoby platby', url: '/sposoby-platby-s400200.html' } },
          { link: { text: 'Uplatniť darčekovú kartu', url: '/darcekova-karta-c400800.html' } },
        ],
        images: [...CARD_IMAGES],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Doprava', url: '/doprava-s400300.html' } },
        introductoryText: 'Doprava zadarmo pri nákupe od 40 €, s vernostnou kartou už od 20 €.',
        links: [
          { link: { text: 'Ceny a čas doručenia', url: '/ceny-dopravy-s400310.html' } },
          { link: { text: 'Stav objednávky', url: '/account' } },
          { link: { text: 'Doručenie predplatného kávy', url: '/predplatne-kavy-s400740.html' } },
        ],
        images: [image('SPS – Slovak Parcel Service', 'sps'), image('Expresné doručenie', 'express')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Vyzdvihnutie v predajni', url: '/vyzdvihnutie-v-predajni-s400400.html' },
        },
        introductoryText:
          'Vďaka službe Click & Collect objednáte online a tovar si vyzdvihnete vo vybranej predajni.',
        links: [
          { link: { text: 'Ako funguje Click & Collect', url: '/click-and-collect-s400410.html' } },
          { link: { text: 'Nájsť predajňu', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Sledovať vyzdvihnutie v aplikácii',
              url: 'https://apps.example/shop-sk/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Vrátenie a reklamácie', url: '/vratenie-a-reklamacie-s400500.html' },
        },
        introductoryText: 'Tovar môžete vrátiť do 30 dní poštou alebo v ktorejkoľvek našej predajni.',
        links: [
          { link: { text: 'Nahlásiť vrátenie', url: '/nahlasit-vratenie-s400520.html' } },
          { link: { text: 'Reklamácia', url: '/reklamacia-s400510.html' } },
          { link: { text: 'Odstúpenie od zmluvy', url: '/odstupenie-od-zmluvy-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Pomoc a kontakt', url: '/pomoc-s400600.html' } },
        introductoryText: 'Odpovede na časté otázky nájdete v našej pomoci, alebo nám rovno napíšte.',
        links: [
          { link: { text: 'Časté otázky', url: '/caste-otazky-s400610.html' } },
          { link: { text: 'Kontaktný formulár', url: '/contact' } },
          { link: { text: 'Môj účet', url: '/account' } },
        ],
      },
      {
        heading: { iconName: 'card', link: { text: 'Vernostná karta', url: '/vernostny-klub-s400700.html' } },
        introductoryText:
          'S bezplatnou vernostnou kartou zbierate body a každú 11. kávu v predajni máte zadarmo.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Zaregistrovať sa zadarmo', url: '/registracia-vernostnej-karty-s400710.html' } },
          { link: { text: 'Kávové body', url: '/kavove-body-s400720.html' } },
          { link: { text: 'Predplatné kávy', url: '/predplatne-kavy-s400740.html' } },
          { link: { text: 'Prihlásiť sa na odber newslettera', url: '/subscribenewsletter' } },
          { link: { text: 'Stiahnuť aplikáciu', url: 'https://apps.example/shop-sk' }, hideInClassic: true },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Informácie o produktoch', url: '/informacie-o-produktoch-s400950.html' },
        },
        introductoryText: 'Nájdete tu návody na použitie, tabuľky veľkostí a pokyny na likvidáciu.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Návody na použitie', url: '/navody-na-pouzitie-s400900.html' } },
          { link: { text: 'Tabuľka veľkostí', url: '/tabulka-velkosti-s401100.html' } },
          { link: { text: 'Likvidácia a materiálové zloženie', url: '/likvidacia-a-zlozenie-s401000.html' } },
          { link: { text: 'Darčeková karta', url: '/darcekova-karta-c400800.html' } },
          { link: { text: 'Tipy na darčeky', url: '/tipy-na-darceky-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'O spoločnosti', url: '/o-nas-s401800.html' } },
        introductoryText: 'Spoznajte našu spoločnosť, naše kroky pre udržateľnosť a pracovné ponuky.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Udržateľnosť', url: '/udrzatelnost-s401200.html' } },
          { link: { text: 'Komunita', url: '/komunita-s401900.html' } },
          { link: { text: 'Kariéra', url: 'https://karriere.example.com/sk' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/sk' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Obľúbené kategórie',
    columns: [
      {
        links: [
          { text: 'Zrnková káva', url: '/zrnkova-kava-c410100.html' },
          { text: 'Mletá káva', url: '/mleta-kava-c410200.html' },
          { text: 'Kávové kapsuly', url: '/kavove-kapsuly-c410300.html' },
          { text: 'Automatické kávovary', url: '/automaticke-kavovary-c410400.html' },
          { text: 'Predplatné kávy', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Dámska móda', url: '/damska-moda-c420100.html' },
          { text: 'Pánska móda', url: '/panska-moda-c420200.html' },
          { text: 'Spodná bielizeň', url: '/spodna-bielizen-c420300.html' },
          { text: 'Obuv', url: '/obuv-c420400.html' },
          { text: 'Doplnky', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Kuchyňa', url: '/kuchyna-c430100.html' },
          { text: 'Bývanie', url: '/byvanie-c430200.html' },
          { text: 'Spálňa', url: '/spalna-c430300.html' },
          { text: 'Nábytok', url: '/nabytok-c430400.html' },
          { text: 'Hobby a kutilstvo', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Deti', url: '/deti-c440100.html' },
          { text: 'Šport', url: '/sport-c440200.html' },
          { text: 'Mobilné telefóny', url: '/mobilne-telefony-c440300.html' },
          { text: 'Tipy na darčeky', url: '/tipy-na-darceky-c400500.html' },
          { text: 'Akcie a zľavy', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Sledujte nás', 'shop-sk'),
  appReferences: appReferences('Naša aplikácia', 'shop-sk'),
  qualityLogos: {
    heading: 'Overená kvalita',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/sk', 'euTrustmark'),
      logo(
        'Trust Ecommerce Europe',
        'https://www.example.com/certifikaty/trust-ecommerce-europe',
        'trustEcoEu',
      ),
      logo('Anthrazit', '/certifikaty-kvality-s401700.html', 'anthrazit'),
    ],
  },
  salesTax: {
    textBeforeLink: 'Všetky ceny sú uvedené vrátane DPH a nezahŕňajú ',
    link: { text: 'poštovné', url: '/ceny-dopravy-s400310.html' },
    textAfterLink: '.',
  },
  legalLinks: [
    { text: 'Prevádzkovateľ', url: '/prevadzkovatel-s401300.html' },
    {
      text: 'Ochrana osobných údajov',
      url: 'https://www.example.com/sk/ochrana-osobnych-udajov-s401400.html',
    },
    { text: 'Obchodné podmienky', url: '/obchodne-podmienky-s401500.html' },
    { text: 'Odstúpenie od zmluvy', url: '/odstupenie-od-zmluvy-s401600.html' },
    cookieSettings('Nastavenia cookies'),
  ],
  viewChanger: { toMobile: 'Prepnúť na mobilnú verziu', toDesktop: 'Prepnúť na verziu pre počítač' },
  international: { items: internationalItems('SK') },
};
