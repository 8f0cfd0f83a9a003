import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the Polish storefront (pl-PL). */
export const footerPL: FooterContent = {
  headline: 'Jesteśmy tu dla Ciebie',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Płatność', url: '/metody-platnosci-s400200.html' } },
        introductoryText: 'Płać bezpiecznie i wygodnie kartą płatniczą, przez PayPal lub kartą podarunkową.',
        links: [
          { link: { text: 'Metody płatności', url: '/metody-platnosci-s400200.html' } },
          { link: { text: 'Zrealizuj kartę podarunkową', url: '/karta-podarunkowa-c400800.html' } },
        ],
        images: [...CARD_IMAGES],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Dostawa', url: '/dostawa-s400300.html' } },
        introductoryText:
          'Darmowa dostawa przy zamówieniach od 100 zł – wysyłamy kurierem DHL lub w opcji ekspresowej.',
        links: [
          { link: { text: 'Koszty i czas dostawy', url: '/koszty-dostawy-s400310.html' } },
          { link: { text: 'Status zamówienia', url: '/account' } },
          { link: { text: 'Dostawa w subskrypcji kawy', url: '/subskrypcja-kawy-s400740.html' } },
        ],
        images: [image('DHL', 'dhl'), image('Dostawa ekspresowa', 'express')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Odbiór w sklepie', url: '/odbior-w-sklepie-s400400.html' },
        },
        introductoryText: 'Dzięki Click & Collect zamawiasz online i odbierasz zakupy w wybranym sklepie.',
        links: [
          { link: { text: 'Jak działa Click & Collect', url: '/click-and-collect-s400410.html' } },
          { link: { text: 'Znajdź sklep', url: '/service/storefinder/' } },
          {
            link: { text: 'Śledź odbiór w aplikacji', url: 'https://apps.example/shop-pl/click-collect' },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Zwroty i reklamacje', url: '/zwroty-i-reklamacje-s400500.html' },
        },
        introductoryText:
          'Masz 30 dni na zwrot zakupionych artykułów – pocztą lub w jednym z naszych sklepów.',
        links: [
          { link: { text: 'Zgłoś zwrot', url: '/zglos-zwrot-s400520.html' } },
          { link: { text: 'Reklamacja', url: '/reklamacja-s400510.html' } },
          { link: { text: 'Prawo odstąpienia od umowy', url: '/prawo-odstapienia-od-umowy-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Pomoc i kontakt', url: '/pomoc-s400600.html' } },
        introductoryText:
          'Odpowiedzi na najczęstsze pytania znajdziesz w naszej pomocy – możesz też napisać do nas.',
        links: [
          { link: { text: 'Najczęstsze pytania', url: '/najczestsze-pytania-s400610.html' } },
          { link: { text: 'Formularz kontaktowy', url: '/contact' } },
          { link: { text: 'Moje konto', url: '/account' } },
        ],
      },
      {
        heading: { iconName: 'card', link: { text: 'Karta klubowa', url: '/klub-klienta-s400700.html' } },
        introductoryText:
          'Z bezpłatną kartą klubową zbierasz punkty kawowe, pieczątki na karcie kawowej i korzystasz z ekskluzywnych korzyści.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Zarejestruj się za darmo', url: '/rejestracja-karty-klubowej-s400710.html' } },
          { link: { text: 'Punkty kawowe', url: '/punkty-kawowe-s400720.html' } },
          { link: { text: 'Subskrypcja kawy', url: '/subskrypcja-kawy-s400740.html' } },
          { link: { text: 'Zapisz się do newslettera', url: '/subscribenewsletter' } },
          { link: { text: 'Pobierz aplikację', url: 'https://apps.example/shop-pl' }, hideInClassic: true },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Informacje o produktach', url: '/informacje-o-produktach-s400950.html' },
        },
        introductoryText:
          'Tu znajdziesz instrukcje obsługi, tabele rozmiarów i wskazówki dotyczące utylizacji.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Instrukcje obsługi', url: '/instrukcje-obslugi-s400900.html' } },
          { link: { text: 'Tabela rozmiarów', url: '/tabela-rozmiarow-s401100.html' } },
          { link: { text: 'Utylizacja i skład materiałów', url: '/utylizacja-i-sklad-s401000.html' } },
          { link: { text: 'Karta podarunkowa', url: '/karta-podarunkowa-c400800.html' } },
          { link: { text: 'Pomysły na prezent', url: '/pomysly-na-prezent-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'O nas', url: '/o-nas-s401800.html' } },
        introductoryText: 'Poznaj naszą firmę, nasze zaangażowanie w zrównoważony rozwój i oferty pracy.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Zrównoważony rozwój', url: '/zrownowazony-rozwoj-s401200.html' } },
          { link: { text: 'Społeczność', url: '/spolecznosc-s401900.html' } },
          { link: { text: 'Kariera', url: 'https://karriere.example.com/pl' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/pl' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Popularne kategorie',
    columns: [
      {
        links: [
          { text: 'Kawa ziarnista', url: '/kawa-ziarnista-c410100.html' },
          { text: 'Kawa mielona', url: '/kawa-mielona-c410200.html' },
          { text: 'Kapsułki z kawą', url: '/kapsulki-z-kawa-c410300.html' },
          { text: 'Ekspresy automatyczne', url: '/ekspresy-automatyczne-c410400.html' },
          { text: 'Subskrypcja kawy', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Moda damska', url: '/moda-damska-c420100.html' },
          { text: 'Moda męska', url: '/moda-meska-c420200.html' },
          { text: 'Bielizna', url: '/bielizna-c420300.html' },
          { text: 'Buty', url: '/buty-c420400.html' },
          { text: 'Akcesoria', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Kuchnia', url: '/kuchnia-c430100.html' },
          { text: 'Dom i wnętrza', url: '/dom-i-wnetrza-c430200.html' },
          { text: 'Sypialnia', url: '/sypialnia-c430300.html' },
          { text: 'Meble', url: '/meble-c430400.html' },
          { text: 'Hobby i majsterkowanie', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Dzieci', url: '/dzieci-c440100.html' },
          { text: 'Sport', url: '/sport-c440200.html' },
          { text: 'Telefonia komórkowa', url: '/telefonia-komorkowa-c440300.html' },
          { text: 'Pomysły na prezent', url: '/pomysly-na-prezent-c400500.html' },
          { text: 'Promocje', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Obserwuj nas', 'shop-pl'),
  appReferences: appReferences('Nasza aplikacja', 'shop-pl'),
  qualityLogos: {
    heading: 'Sprawdzona jakość',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/pl', 'euTrustmark'),
      logo(
        'Trust Ecommerce Europe',
        'https://www.example.com/certyfikaty/trust-ecommerce-europe',
        'trustEcoEu',
      ),
      logo('Anthrazit', '/certyfikaty-jakosci-s401700.html', 'anthrazit'),
    ],
  },
  legalLinks: [
    { text: 'Dane firmy', url: '/dane-firmy-s401300.html' },
    { text: 'Polityka prywatności', url: 'https://www.example.com/pl/polityka-prywatnosci-s401400.html' },
    { text: 'Regulamin', url: '/regulamin-s401500.html' },
    { text: 'Prawo odstąpienia od umowy', url: '/prawo-odstapienia-od-umowy-s401600.html' },
    cookieSettings('Ustawienia plików cookie'),
  ],
  viewChanger: { toMobile: 'Przejdź do wersji mobilnej', toDesktop: 'Przejdź do wersji na komputer' },
  international: { items: internationalItems('PL') },
};
