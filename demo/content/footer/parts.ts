import type {
  FooterImage,
  IconLink,
  LegalLink,
  QualityLogo,
} from '../../../widgets/shop-footer/footer-content.types.ts';

/*
 * The parts every storefront's footer shares, so a site's file holds only what is its own (texts, links,
 * images): the one image size, the card images, the social and app links by the shop's name, the
 * cookie-settings link.
 */

const IMAGE_SIZE = { width: 66, height: 44 } as const;

/** A teaser image at the footer's one size. */
export function image(label: string, source: string): FooterImage {
  return { label, source, ...IMAGE_SIZE };
}

/** The cards every storefront takes, first among its payment images. */
export const CARD_IMAGES: readonly FooterImage[] = [
  image('Visa', 'visa'),
  image('Mastercard', 'mastercard'),
  image('PayPal', 'paypal'),
];

/** A quality logo (a seal, a trustmark) at the footer's one size, linking to what it certifies. */
export function logo(text: string, url: string, source: string): QualityLogo {
  return { link: { text, url }, image: { source, ...IMAGE_SIZE } };
}

const SOCIAL_NETWORKS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
} as const;

type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** The social media row: the shop's page on each network (by default all but TikTok). */
export function socialMedia(
  heading: string,
  shop: string,
  networks: readonly SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'pinterest'],
): { heading: string; icons: IconLink[] } {
  return {
    heading,
    icons: networks.map((network) => ({
      iconName: network,
      link: { text: SOCIAL_NETWORKS[network], url: `https://social.example/${network}/${shop}` },
    })),
  };
}

/** The app row: the shop's app in the App Store and on Google Play. */
export function appReferences(heading: string, shop: string): { heading: string; appIcons: IconLink[] } {
  return {
    heading,
    appIcons: [
      { iconName: 'apple', link: { text: 'App Store', url: `https://apps.example/app-store/${shop}` } },
      { iconName: 'android', link: { text: 'Google Play', url: `https://apps.example/google-play/${shop}` } },
    ],
  };
}

/** The legal link that opens the cookie settings instead of a page. */
export function cookieSettings(text: string): LegalLink {
  return { text, url: '#cookie-settings', action: 'cookie-consent' };
}
