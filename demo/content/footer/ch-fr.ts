import type { FooterContent } from '../../../widgets/shop-footer/footer-content.types.ts';
import { internationalItems } from '../international.ts';
import { CARD_IMAGES, appReferences, cookieSettings, image, logo, socialMedia } from './parts.ts';

/** Footer of the French-speaking Swiss storefront (fr-CH). */
export const footerCH_FR: FooterContent = {
  headline: 'Nous sommes là pour vous',
  teaser: {
    groups: [
      {
        heading: { iconName: 'payment', link: { text: 'Paiement', url: '/modes-de-paiement-s400200.html' } },
        introductoryText:
          'Payez en toute sécurité par carte de crédit, avec PayPal ou avec votre carte cadeau.',
        links: [
          { link: { text: 'Modes de paiement', url: '/modes-de-paiement-s400200.html' } },
          { link: { text: 'Utiliser une carte cadeau', url: '/carte-cadeau-c400800.html' } },
        ],
        images: [...CARD_IMAGES],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Livraison', url: '/livraison-s400300.html' } },
        introductoryText: 'Nous livrons votre commande avec La Poste Suisse dans toute la Suisse.',
        links: [
          { link: { text: 'Frais et délais de livraison', url: '/frais-de-livraison-s400310.html' } },
          { link: { text: 'Suivi de commande', url: '/account' } },
          { link: { text: 'Livraison de l’abonnement café', url: '/abonnement-cafe-s400740.html' } },
        ],
        images: [image('La Poste Suisse', 'chFrPost'), image('Expédition Suisse', 'chFRVersand')],
      },
      {
        heading: {
          iconName: 'store',
          link: { text: 'Retrait en magasin', url: '/retrait-en-magasin-s400400.html' },
        },
        introductoryText:
          'Avec Click & Collect, commandez en ligne et retirez vos articles dans le magasin de votre choix.',
        links: [
          { link: { text: 'Comment fonctionne Click & Collect', url: '/click-and-collect-s400410.html' } },
          { link: { text: 'Trouver un magasin', url: '/service/storefinder/' } },
          {
            link: {
              text: 'Suivre mon retrait dans l’app',
              url: 'https://apps.example/shop-ch-fr/click-collect',
            },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'returns',
          link: { text: 'Retours et réclamations', url: '/retours-et-reclamations-s400500.html' },
        },
        introductoryText:
          'Vous disposez de 3 mois pour nous retourner vos articles par la poste ou en magasin.',
        links: [
          { link: { text: 'Annoncer un retour', url: '/annoncer-un-retour-s400520.html' } },
          { link: { text: 'Réclamation', url: '/reclamation-s400510.html' } },
          { link: { text: 'Droit de rétractation', url: '/droit-de-retractation-s401600.html' } },
        ],
      },
      {
        heading: { iconName: 'help', link: { text: 'Aide et contact', url: '/aide-s400600.html' } },
        introductoryText:
          'Retrouvez les réponses aux questions fréquentes dans notre aide ou écrivez-nous directement.',
        links: [
          { link: { text: 'Questions fréquentes', url: '/questions-frequentes-s400610.html' } },
          { link: { text: 'Formulaire de contact', url: '/contact' } },
          { link: { text: 'Mon compte', url: '/account' } },
        ],
      },
      {
        heading: { iconName: 'card', link: { text: 'Carte client', url: '/club-clients-s400700.html' } },
        introductoryText:
          'Avec la carte client gratuite, vous cumulez des points café, des tampons sur votre carte café et des avantages exclusifs.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'S’inscrire gratuitement', url: '/inscription-carte-client-s400710.html' } },
          { link: { text: 'Points café', url: '/points-cafe-s400720.html' } },
          { link: { text: 'Abonnement café', url: '/abonnement-cafe-s400740.html' } },
          { link: { text: 'S’abonner à la newsletter', url: '/subscribenewsletter' } },
          {
            link: { text: 'Télécharger l’app', url: 'https://apps.example/shop-ch-fr' },
            hideInClassic: true,
          },
        ],
      },
      {
        heading: {
          iconName: 'product-info',
          link: { text: 'Informations produit', url: '/informations-produit-s400950.html' },
        },
        introductoryText:
          'Retrouvez ici les modes d’emploi, le guide des tailles et nos conseils de recyclage.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Modes d’emploi', url: '/modes-d-emploi-s400900.html' } },
          { link: { text: 'Guide des tailles', url: '/guide-des-tailles-s401100.html' } },
          { link: { text: 'Recyclage et composition', url: '/recyclage-et-composition-s401000.html' } },
          { link: { text: 'Carte cadeau', url: '/carte-cadeau-c400800.html' } },
          { link: { text: 'Idées cadeaux', url: '/idees-cadeaux-c400500.html' } },
        ],
      },
      {
        heading: { iconName: 'company', link: { text: 'À propos de nous', url: '/a-propos-s401800.html' } },
        introductoryText:
          'Découvrez notre entreprise, notre engagement pour la durabilité et nos offres d’emploi.',
        hideGroupInCheckout: true,
        links: [
          { link: { text: 'Durabilité', url: '/durabilite-s401200.html' } },
          { link: { text: 'Communauté', url: '/communaute-s401900.html' } },
          { link: { text: 'Carrière', url: 'https://karriere.example.com/ch-fr' } },
          { link: { text: 'Blog', url: 'https://blog.example.com/ch-fr' } },
        ],
      },
    ],
  },
  seo: {
    heading: 'Catégories populaires',
    columns: [
      {
        links: [
          { text: 'Café en grains', url: '/cafe-en-grains-c410100.html' },
          { text: 'Café moulu', url: '/cafe-moulu-c410200.html' },
          { text: 'Capsules de café', url: '/capsules-de-cafe-c410300.html' },
          { text: 'Machines à café automatiques', url: '/machines-a-cafe-automatiques-c410400.html' },
          { text: 'Abonnement café', url: '/c410500' },
        ],
      },
      {
        links: [
          { text: 'Mode femme', url: '/mode-femme-c420100.html' },
          { text: 'Mode homme', url: '/mode-homme-c420200.html' },
          { text: 'Lingerie', url: '/lingerie-c420300.html' },
          { text: 'Chaussures', url: '/chaussures-c420400.html' },
          { text: 'Accessoires', url: '/c420500' },
        ],
      },
      {
        links: [
          { text: 'Cuisine', url: '/cuisine-c430100.html' },
          { text: 'Maison', url: '/maison-c430200.html' },
          { text: 'Chambre à coucher', url: '/chambre-a-coucher-c430300.html' },
          { text: 'Meubles', url: '/meubles-c430400.html' },
          { text: 'Loisirs et bricolage', url: '/c430500' },
        ],
      },
      {
        links: [
          { text: 'Enfants', url: '/enfants-c440100.html' },
          { text: 'Sport', url: '/sport-c440200.html' },
          { text: 'Téléphonie mobile', url: '/telephonie-mobile-c440300.html' },
          { text: 'Idées cadeaux', url: '/idees-cadeaux-c400500.html' },
          { text: 'Promotions', url: '/c440400' },
        ],
      },
    ],
  },
  socialMedia: socialMedia('Suivez-nous', 'shop-ch-fr'),
  appReferences: appReferences('Notre app', 'shop-ch-fr'),
  qualityLogos: {
    heading: 'Qualité contrôlée',
    logos: [
      logo('Ecommerce Europe Trustmark', 'https://trustmark.example/ch-fr', 'euTrustmark'),
      logo('Trust Ecommerce Europe', 'https://www.example.com/labels/trust-ecommerce-europe', 'trustEcoEu'),
      logo('Label de qualité', '/labels-de-qualite-s401700.html', 'qualitaet'),
    ],
  },
  legalLinks: [
    { text: 'Mentions légales', url: '/mentions-legales-s401300.html' },
    {
      text: 'Protection des données',
      url: 'https://www.example.com/ch-fr/protection-des-donnees-s401400.html',
    },
    { text: 'Conditions générales', url: '/conditions-generales-s401500.html' },
    { text: 'Droit de rétractation', url: '/droit-de-retractation-s401600.html' },
    cookieSettings('Paramètres des cookies'),
  ],
  viewChanger: { toMobile: 'Passer à la version mobile', toDesktop: 'Passer à la version ordinateur' },
  international: { items: internationalItems('CH_FR') },
};
