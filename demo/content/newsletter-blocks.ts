import type { Site } from '../../src/sites.ts';

/** The CMS block each demo storefront page shows: a custom headline and image alt text in the site's language. */
export const NEWSLETTER_BLOCKS: Record<Site, { headline: string; imageAlt: string }> = {
  DE: { headline: 'Frisch geröstet ins Postfach', imageAlt: 'Kaffeebohnen und ein Brief mit 10 % Gutschein' },
  AT: { headline: 'Frisch geröstet ins Postfach', imageAlt: 'Kaffeebohnen und ein Brief mit 10 % Gutschein' },
  CH: { headline: 'Frisch geröstet ins Postfach', imageAlt: 'Kaffeebohnen und ein Brief mit 10 % Gutschein' },
  CH_FR: {
    headline: 'Fraîchement torréfié dans votre boîte mail',
    imageAlt: 'Grains de café et une lettre avec un bon de 10 %',
  },
  PL: { headline: 'Świeżo palona kawa prosto do skrzynki', imageAlt: 'Ziarna kawy i list z bonem 10%' },
  CZ: {
    headline: 'Čerstvě pražené novinky do vaší schránky',
    imageAlt: 'Kávová zrna a dopis s poukazem na 10 %',
  },
  HU: {
    headline: 'Frissen pörkölt hírek a postafiókjába',
    imageAlt: 'Kávébab és egy levél 10% kedvezményes utalvánnyal',
  },
  SK: {
    headline: 'Čerstvo pražené novinky do vašej schránky',
    imageAlt: 'Kávové zrná a list s poukážkou na 10 %',
  },
  TR: {
    headline: 'Taze kavrulmuş haberler e-posta kutunuzda',
    imageAlt: 'Kahve çekirdekleri ve %10 indirim kuponlu bir mektup',
  },
};
