/**
 * The footer content of one storefront, as the CMS delivers it. This is the shape
 * of a valid document; `footer-content.ts` reads untrusted JSON into it, dropping what does not fit.
 */

export interface FooterLink {
  text: string;
  /** http(s), mailto, tel or relative; anything else is dropped when read. */
  url: string;
}

/** A logo or payment/delivery image: `source` is one of LOGO_SOURCES (logos.ts). */
export interface FooterImage {
  label: string;
  source: string;
  width: number;
  height: number;
}

export interface TeaserGroup {
  heading: { iconName: string; link: FooterLink };
  introductoryText?: string;
  /** Dropped from the reduced (checkout) footer. */
  hideGroupInCheckout?: boolean;
  links: { link: FooterLink; hideInClassic?: boolean }[];
  /** Payment and delivery logos of the group. */
  images?: FooterImage[];
}

export interface SeoColumns {
  heading: string;
  columns: { links: FooterLink[] }[];
}

export interface IconLink {
  /** One of the kit's icon names (src/ui/icons.tsx): facebook, instagram, youtube, pinterest, tiktok, apple, android. */
  iconName: string;
  link: FooterLink;
}

export interface QualityLogo {
  link: FooterLink;
  image: { source: string; width: number; height: number };
}

export interface SalesTax {
  textBeforeLink: string;
  link: FooterLink;
  textAfterLink: string;
}

export interface LegalLink extends FooterLink {
  /** `cookie-consent`: opens the cookie-consent settings panel instead of following `url`. */
  action?: 'cookie-consent';
}

interface InternationalItem {
  code: string;
  label: string;
  href: string;
  flagName?: string;
  selected?: boolean;
}

export interface FooterContent {
  headline?: string;
  teaser: { groups: TeaserGroup[] };
  seo?: SeoColumns;
  socialMedia?: { heading: string; icons: IconLink[] };
  appReferences?: { heading: string; appIcons: IconLink[] };
  qualityLogos?: { heading?: string; logos: QualityLogo[] };
  salesTax?: SalesTax;
  legalLinks: LegalLink[];
  viewChanger?: { toMobile: string; toDesktop: string };
  international: { items: InternationalItem[] };
}
