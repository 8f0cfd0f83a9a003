import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Hungarian storefront (hu-HU). */
export const footerHU: FooterContent = {
  headline: 'Számíthat ránk',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Fizetés', url: '/fizetesi-modok-s400200.html' } },
        introductoryText:
          'Fizessen biztonságosan és kényelmesen bankkártyával, PayPallal vagy ajándékkártyával.',
        links: [
          { link: { text: 'Fizetési módok', url: '/fizetesi-modok-s400200.html' } },
          { link: { text: 'Ajándékkártya beváltása', url: '/ajandekkartya-c400800.html' } },
        ],
        images: [...CARD_IMAGES],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Szállítás', url: '/szallitas-s400300.html' } },
        introductoryText:
          'Rendelését gyorsan és megbízhatóan kiszállítjuk házhoz vagy a választott csomagpontra.',
        links: [
          { link: { text: 'Szállítási díjak és határidők', url: '/szallitasi-dijak-s400310.html' } },
          { link: { text: 'Rendelés állapota', url: '/account' } },
          { link: { text: 'Kávé-előfizetés szállítása', url: '/kave-elofizetes-s400740.html' } },
        ],
        images: [image('Expressz szállítás', 'express'), image('Csomagpont', 'pfef')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Átvétel az üzletben', url: '/atvetel-az-uzletben-s400400.html' },
        },
        introductoryText:
          'A Click & Collect szolgáltatással online rendel, és a kiválasztott üzletünkben veszi át a termékeket.',
        links: [
          { link: { text: 'Így működik a Click & Collect', url: '/click-and-collect-s400410.html' } },
          { link: { text: 'Üzletkereső', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Átvétel követése az alkalmazásban',
              url: 'https://apps.example/shop-hu/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Visszaküldés és reklamáció', url: '/visszakuldes-es-reklamacio-s400500.html' },
        },
        introductoryText:
          'A termékeket 30 napon belül visszaküldheti postán, vagy visszaviheti bármelyik üzletünkbe.',
        links: [
          { link: { text: 'Visszaküldés bejelentése', url: '/visszakuldes-bejelentese-s400520.html' } },
          { link: { text: 'Reklamáció', url: '/reklamacio-s400510.html' } },
          { link: { text: 'Elállási jog', url: '/elallasi-jog-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Súgó és kapcsolat', url: '/sugo-s400600.html' } },
        introductoryText: 'A gyakori kérdésekre a súgóban talál választ, de közvetlenül is írhat nekünk.',
        links: [
          { link: { text: 'Gyakori kérdések', url: '/gyakori-kerdesek-s400610.html' } },
          { link: { text: 'Kapcsolatfelvételi űrlap', url: '/contact' } },
          { link: { text: 'Fiókom', url: '/account' } },
        ],
      },
      {
        heading: {
          iconName: 'card',
          link: { text: 'Törzsvásárlói kártya', url: '/torzsvasarloi-klub-s400700.html' },
        },
        introductoryText:
          'Regisztráljon ingyenes törzsvásárlói kártyánkra: üdvözlő kuponja a regisztrációt követő 1 hónapig érvényes, és egyszer váltható be.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Ingyenes regisztráció', url: '/torzsvasarloi-kartya-regisztracio-s400710.html' } },
          { link: { text: 'Kávépontok', url: '/kavepontok-s400720.html' } },
          { link: { text: 'Kávé-előfizetés', url: '/kave-elofizetes-s400740.html' } },
          { link: { text: 'Feliratkozás a hírlevélre', url: '/subscribenewsletter' } },
          {
            link: { text: 'Alkalmazás letöltése', url: 'https://apps.example/shop-hu' },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Termékinformációk', url: '/termekinformaciok-s400950.html' },
        },
        introductoryText:
          'Itt találja a használati útmutatókat, a mérettáblázatokat és a hulladékkezelési tudnivalókat.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Használati útmutatók', url: '/hasznalati-utmutatok-s400900.html' } },
          { link: { text: 'Mérettáblázat', url: '/merettablazat-s401100.html' } },
          {
            link: {
              text: 'Hulladékkezelés és anyagösszetétel',
              url: '/hulladekkezeles-es-osszetetel-s401000.html',
            },
          },
          { link: { text: 'Ajándékkártya', url: '/ajandekkartya-c400800.html' } },
          { link: { text: 'Ajándékötletek', url: '/ajandekotletek-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'Rólunk', url: '/rolunk-s401800.html' } },
        introductoryText: 'Ismerje meg vállalatunkat, fenntarthatósági vállalásainkat és állásajánlatainkat.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Fenntarthatóság', url: '/fenntarthatosag-s401200.html' } },
          { link: { text: 'Közösség', url: '/kozosseg-s401900.html' } },
          { link: { text: 'Karrier', url: 'https://karriere.example.com/hu' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/hu' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Népszerű kategóriák',
    columns: [
      {
        links: [
          { text: 'Szemes kávé', url: '/szemes-kave-c410100.html' },
          { text: 'Őrölt kávé', url: '/orolt-kave-c410200.html' },
          { text: 'Kávékapszulák', url: '/kavekapszulak-c410300.html' },
          { text: 'Automata kávéfőzők', url: '/automata-kavefozok-c410400.html' },
          { text: 'Kávé-előfizetés', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Női divat', url: '/noi-divat-c420100.html' },
          { text: 'Férfi divat', url: '/ferfi-divat-c420200.html' },
          { text: 'Fehérnemű', url: '/fehernemu-c420300.html' },
          { text: 'Cipők', url: '/cipok-c420400.html' },
          { text: 'Kiegészítők', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Konyha', url: '/konyha-c430100.html' },
          { text: 'Lakberendezés', url: '/lakberendezes-c430200.html' },
          { text: 'Hálószoba', url: '/haloszoba-c430300.html' },
          { text: 'Bútorok', url: '/butorok-c430400.html' },
          { text: 'Hobbi és barkácsolás', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Gyerekek', url: '/gyerekek-c440100.html' },
          { text: 'Sport', url: '/sport-c440200.html' },
          { text: 'Mobiltelefonok', url: '/mobiltelefonok-c440300.html' },
          { text: 'Ajándékötletek', url: '/ajandekotletek-c400500.html' },
          { text: 'Akciók', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Kövessen minket', 'shop-hu'),
  appReferences: appReferences('Alkalmazásunk', 'shop-hu'),
  qualityLogos: {
    heading: 'Ellenőrzött minőség',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/hu', 'euTrustmark'),
      logo(
        'Trust Ecommerce Europe',
        'https://www.example.com/tanusitvanyok/trust-ecommerce-europe',
        'trustEcoEu',
      ),
      logo('Anthrazit', '/minosegi-tanusitvanyok-s401700.html', 'anthrazit'),
    ],
  },
  legalLinks: [
    { text: 'Impresszum', url: '/impresszum-s401300.html' },
    { text: 'Adatvédelmi tájékoztató', url: 'https://www.example.com/hu/adatvedelem-s401400.html' },
    { text: 'ÁSZF', url: '/aszf-s401500.html' },
    { text: 'Elállási jog', url: '/elallasi-jog-s401600.html' },
    cookieSettings('Cookie-beállítások'),
  ],
  viewChanger: { toMobile: 'Váltás mobil nézetre', toDesktop: 'Váltás asztali nézetre' },
  international: { items: internationalItems('HU') },
};
