/**
 * Types of storefront-widgets for TypeScript hosts: the four elements, their attributes, properties and events.
 *
 * - Bundled host: `import 'storefront-widgets';` defines the elements and brings these types.
 * - Script-tag host: add `"types": ["storefront-widgets"]` to tsconfig (or
 *   `/// <reference types="storefront-widgets" />`) to type `document.querySelector('shop-footer')` and the
 *   events.
 * - React: `storefront-widgets/react`; Vue: `storefront-widgets/vue` (JSX and template types).
 *
 * Hand-written; scripts/manifest.test.ts keeps it equal to dist/custom-elements.json, which is checked against
 * the attribute parsers and the event map of the source. The types take the canonical upper-case codes
 * (`site="DE"`); at run time the elements also accept any case.
 */

/** A storefront: decides content, fields, links, legal texts and the default language. */
export type StorefrontSite = 'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR';

/** Where a newsletter sign-up comes from; sent to the service and used in tracking. */
export type NewsletterOrigin = 'NEWSLETTER' | 'SHOPPING_CART';

/** The attributes of `<newsletter-signup>`. A boolean attribute is on when present. */
export interface NewsletterSignupAttributes {
  /** Storefront; decides fields, links and legal texts. Default `DE`. */
  site?: StorefrontSite;
  /** Custom title; default the localised standard title. */
  headline?: string;
  /** Custom image (http, https or relative address). */
  'image-src'?: string;
  /** Alt text of the custom image; without it the image is decorative. */
  'image-alt'?: string;
  /** Custom discount text (default "10 %"). */
  'discount-text'?: string;
  /** Custom voucher text. */
  'voucher-text'?: string;
  /** Default `NEWSLETTER`. */
  origin?: NewsletterOrigin;
  /** Free text sent as originAddition and used in tracking. */
  'origin-addition'?: string;
  /** Base URL of the newsletter service. */
  'api-base'?: string;
  /** Inside the single-page app: use the private base. */
  spa?: boolean;
  /** A double opt-in token to confirm on load. */
  'doi-token'?: string;
  /** Language of the texts; default `<html lang>`, then the site's locale. */
  lang?: string;
}

/** The attributes of `<shop-footer>`. */
export interface ShopFooterAttributes {
  /** Storefront whose footer content is shown. Default `DE`. */
  site?: StorefrontSite;
  /** The reduced (checkout) footer. */
  reduced?: boolean;
  /** The page is in preview mode: the staff preview panel appears for verified staff. */
  preview?: boolean;
  /** The page marks the newsletter form hidden. */
  'hide-newsletter'?: boolean;
  /** Address of the footer content JSON. Default `/service/footer/api/v1/content/{SITE}`. */
  'content-src'?: string;
  /** Language of the footer's own texts; the content comes in the site's language. */
  lang?: string;
}

/** The attributes of `<country-switcher>`. */
export interface CountrySwitcherAttributes {
  /** The selected country. Default `DE`. */
  site?: StorefrontSite;
  /** Address of the footer content JSON whose `international.items` are listed. */
  'content-src'?: string;
  /** Language of its texts. */
  lang?: string;
}

/** The attributes of `<preview-panel>`: none of its own. */
export interface PreviewPanelAttributes {
  /** Language of the panel. */
  lang?: string;
}

/** `newsletter-signup-success`: where the sign-up came from, never who signed up. */
export interface NewsletterSignupSuccessDetail {
  origin: NewsletterOrigin;
  originAddition: string;
}

/** `shop-footer-view-change`: the view the visitor chose. */
export interface ShopFooterViewChangeDetail {
  view: 'mobile' | 'desktop';
}

/** Events of `<newsletter-signup>`. All storefront events bubble and are composed. */
export interface NewsletterSignupEventMap {
  /** After a successful submit; carries no personal data. */
  'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
}

/** Events of `<shop-footer>`, including those of the newsletter block inside it. */
export interface ShopFooterEventMap extends NewsletterSignupEventMap {
  /** The cookie-settings legal link was chosen: open your consent panel. */
  'shop-footer-cookie-settings': CustomEvent<Record<string, never>>;
  /** The view changer was chosen (cancelable); unless cancelled the footer sets `<html data-platform>`. */
  'shop-footer-view-change': CustomEvent<ShopFooterViewChangeDetail>;
}

/** Events of `<country-switcher>`: none (choosing a country navigates). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CountrySwitcherEventMap {}

/** Events of `<preview-panel>`: none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PreviewPanelEventMap {}

/** Every event the elements dispatch, by name. */
export interface StorefrontEventMap
  extends NewsletterSignupEventMap, ShopFooterEventMap, CountrySwitcherEventMap, PreviewPanelEventMap {}

/**
 * Each attribute is also a property that sets the attribute when assigned (`null` or `undefined` removes it).
 * Reading a property gives what was last assigned or the attribute's text: read the attribute for the state.
 */
export interface NewsletterSignupElement extends HTMLElement {
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  get headline(): string | undefined;
  set headline(value: string | null | undefined);
  get imageSrc(): string | undefined;
  set imageSrc(value: string | null | undefined);
  get imageAlt(): string | undefined;
  set imageAlt(value: string | null | undefined);
  get discountText(): string | undefined;
  set discountText(value: string | null | undefined);
  get voucherText(): string | undefined;
  set voucherText(value: string | null | undefined);
  get origin(): string | undefined;
  set origin(value: NewsletterOrigin | null | undefined);
  get originAddition(): string | undefined;
  set originAddition(value: string | null | undefined);
  get apiBase(): string | undefined;
  set apiBase(value: string | null | undefined);
  get spa(): boolean | string | undefined;
  set spa(value: boolean | null | undefined);
  get doiToken(): string | undefined;
  set doiToken(value: string | null | undefined);
}

export interface ShopFooterElement extends HTMLElement {
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  get reduced(): boolean | string | undefined;
  set reduced(value: boolean | null | undefined);
  get preview(): boolean | string | undefined;
  set preview(value: boolean | null | undefined);
  get hideNewsletter(): boolean | string | undefined;
  set hideNewsletter(value: boolean | null | undefined);
  get contentSrc(): string | undefined;
  set contentSrc(value: string | null | undefined);
}

export interface CountrySwitcherElement extends HTMLElement {
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  get contentSrc(): string | undefined;
  set contentSrc(value: string | null | undefined);
}

export type PreviewPanelElement = HTMLElement;

/**
 * The footer content document of a storefront: what `<shop-footer>` and `<country-switcher>` read from
 * `content-src` (default `/service/footer/api/v1/content/{SITE}`), and what `storefront-widgets/server`'s
 * `renderElement` takes as `content`. The service contract (`openapi/storefront-services.yaml` in the package,
 * schema `FooterContent`) describes it for the teams that deliver it. Kept equal to the source's type by
 * test/contract/clients.check.ts.
 */
export interface FooterContent {
  headline?: string;
  teaser: { groups: FooterTeaserGroup[] };
  /** The popular-categories link columns. */
  seo?: { heading: string; columns: { links: FooterLink[] }[] };
  socialMedia?: { heading: string; icons: FooterIconLink[] };
  appReferences?: { heading: string; appIcons: FooterIconLink[] };
  qualityLogos?: { heading?: string; logos: FooterQualityLogo[] };
  /** A sales-tax note with one link inside (some storefronts). */
  salesTax?: { textBeforeLink: string; link: FooterLink; textAfterLink: string };
  legalLinks: FooterLegalLink[];
  /** The texts of the mobile/desktop view changer. */
  viewChanger?: { toMobile: string; toDesktop: string };
  /** The storefronts of the country switcher. */
  international: { items: FooterCountry[] };
}

export interface FooterLink {
  text: string;
  /** http(s), mailto, tel or relative; any other address is dropped. */
  url: string;
}

/** A payment or delivery logo: `source` names an image under `/service/footer-images/logos/`. */
export interface FooterImage {
  label: string;
  source: string;
  width: number;
  height: number;
}

/** A service group (payment, delivery, returns, help, …). */
export interface FooterTeaserGroup {
  heading: { iconName: string; link: FooterLink };
  introductoryText?: string;
  /** Left out of the reduced (checkout) footer. */
  hideGroupInCheckout?: boolean;
  /** `hideInClassic`: hidden on classic (desktop) clients. */
  links: { link: FooterLink; hideInClassic?: boolean }[];
  images?: FooterImage[];
}

export interface FooterIconLink {
  /** facebook, instagram, youtube, pinterest, tiktok, apple or android. */
  iconName: string;
  link: FooterLink;
}

export interface FooterQualityLogo {
  link: FooterLink;
  image: { source: string; width: number; height: number };
}

export interface FooterLegalLink extends FooterLink {
  /** `cookie-consent`: opens the cookie-consent settings instead of following `url`. */
  action?: 'cookie-consent';
}

/** A storefront in the country switcher; choosing it follows `href`. */
export interface FooterCountry {
  code: string;
  label: string;
  href: string;
  flagName?: string;
  selected?: boolean;
}

/** Tag name → element, attributes and events: what the React and Vue types are built from. */
export interface StorefrontElements {
  'newsletter-signup': {
    element: NewsletterSignupElement;
    attributes: NewsletterSignupAttributes;
    events: NewsletterSignupEventMap;
  };
  'shop-footer': {
    element: ShopFooterElement;
    attributes: ShopFooterAttributes;
    events: ShopFooterEventMap;
  };
  'country-switcher': {
    element: CountrySwitcherElement;
    attributes: CountrySwitcherAttributes;
    events: CountrySwitcherEventMap;
  };
  'preview-panel': {
    element: PreviewPanelElement;
    attributes: PreviewPanelAttributes;
    events: PreviewPanelEventMap;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
    'shop-footer': ShopFooterElement;
    'country-switcher': CountrySwitcherElement;
    'preview-panel': PreviewPanelElement;
  }

  // The events bubble and are composed: typed on every element, on document and on window.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
}
