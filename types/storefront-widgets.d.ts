/**
 * Types of storefront-widgets for TypeScript hosts: the four elements, their attributes, properties and events.
 *
 * - Bundled host: `import 'storefront-widgets';` defines the elements and brings these types.
 * - Script-tag host: add `"types": ["storefront-widgets"]` to tsconfig (or
 *   `/// <reference types="storefront-widgets" />`) to type `document.querySelector('shop-footer')` and the
 *   events.
 * - React: `storefront-widgets/react`; Vue: `storefront-widgets/vue` (JSX and template types).
 *
 * The elements' part is written by `npm run api:write` from their API modules (widgets/<name>/<name>.api.ts), as
 * dist/custom-elements.json and the event map the code dispatches with are; scripts/manifest.test.ts checks the
 * first two against the attribute parsers. The footer content types below it are written by the same command
 * from the service contract's schema `FooterContent` (openapi/storefront-services.yaml); the rest is hand-written
 * (test/contract/clients.check.ts). The types take the canonical upper-case codes (`site="DE"`); at run time the
 * elements also accept any case.
 */

// api:begin — written by `npm run api:write` from widgets/*/*.api.ts: edit those, not this part

/** A storefront: decides content, fields, links, legal texts and the default language. */
export type StorefrontSite = 'DE' | 'AT' | 'CH' | 'CH_FR' | 'PL' | 'CZ' | 'HU' | 'SK' | 'TR';

/** Where a newsletter sign-up comes from; sent to the service and used in tracking. */
export type NewsletterOrigin = 'NEWSLETTER' | 'SHOPPING_CART';

/** `newsletter-signup-success`: where the sign-up came from, never who signed up. */
export interface NewsletterSignupSuccessDetail {
  origin: NewsletterOrigin;
  originAddition: string;
}

/** `shop-footer-view-change`: the view the visitor chose. */
export interface ShopFooterViewChangeDetail {
  view: 'mobile' | 'desktop';
}

/** The attributes of `<country-switcher>`. A boolean attribute is on when present. */
export interface CountrySwitcherAttributes {
  /** The selected country (any case); an unknown code warns and falls back to `DE`. Default `DE`. */
  site?: StorefrontSite;
  /**
   * Address (http, https or relative) of the footer content JSON whose `international.items` it lists.
   * Default: `/service/footer/api/v1/content/{SITE}`, the same document as the footer's, fetched once for
   * both.
   */
  'content-src'?: string;
  /** Language of its texts; default `<html lang>`, then the site's locale. */
  lang?: string;
}

/** Events of `<country-switcher>`: none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CountrySwitcherEventMap {}

/**
 * `<country-switcher>`: Moves the visitor to another country's storefront.
 *
 * Each attribute is also a property that sets the attribute when assigned (`null` or `undefined` removes it).
 * Reading a property gives what was last assigned or the attribute's text: read the attribute for the state.
 */
export interface CountrySwitcherElement extends HTMLElement {
  /** The selected country (any case); an unknown code warns and falls back to `DE`. */
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  /**
   * Address (http, https or relative) of the footer content JSON whose `international.items` it lists.
   * Default: `/service/footer/api/v1/content/{SITE}`, the same document as the footer's, fetched once for
   * both.
   */
  get contentSrc(): string | undefined;
  set contentSrc(value: string | null | undefined);
  /**
   * The release (SemVer) of the bundle whose code the element runs: the page's
   * `window.storefrontWidgets.version`.
   */
  readonly release: string;
}

/** The attributes of `<newsletter-signup>`. A boolean attribute is on when present. */
export interface NewsletterSignupAttributes {
  /** Storefront (any case); decides the fields, links and legal texts. Default `DE`. */
  site?: StorefrontSite;
  /** Custom title; default the localised standard title. */
  headline?: string;
  /**
   * Custom image (http, https or relative address), shown 400x300 from 1024 px and 273x273 from 767 px wide
   * viewports, hidden below. Without it the block shows its own artwork.
   */
  'image-src'?: string;
  /** Alt text of the custom image; without it the image counts as decorative. */
  'image-alt'?: string;
  /**
   * Custom discount text; default the 10 percent welcome discount as the page language writes it ("10 %",
   * "10%", "%10").
   */
  'discount-text'?: string;
  /** Custom voucher text; default the welcome voucher, on TR the first-membership discount. */
  'voucher-text'?: string;
  /** Where the sign-up comes from (any case): sent as `origin` and used in tracking. Default `NEWSLETTER`. */
  origin?: NewsletterOrigin;
  /** Free text sent as `originAddition` and used in tracking. */
  'origin-addition'?: string;
  /**
   * Base URL of the newsletter service; default `/service/newsletter/api/internal/v1`, or the private base
   * with `spa`, under the page's services setting.
   */
  'api-base'?: string;
  /** Inside the single-page app: use the private base `/service/newsletter/api/private/v1`. */
  spa?: boolean;
  /**
   * A double opt-in token to confirm on load (the `/subscribenewsletter` page passes its `?token=`); an
   * unknown or expired token shows the expired-link banner above the form.
   */
  'doi-token'?: string;
  /** Language of the texts; default `<html lang>`, then the site's locale. */
  lang?: string;
}

/** Events of `<newsletter-signup>`. All storefront events bubble and are composed. */
export interface NewsletterSignupEventMap {
  /** After a successful submit; it never carries the address or names. */
  'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
}

/**
 * `<newsletter-signup>`: Newsletter sign-up form and CMS block for the nine storefronts.
 *
 * Each attribute is also a property that sets the attribute when assigned (`null` or `undefined` removes it).
 * Reading a property gives what was last assigned or the attribute's text: read the attribute for the state.
 */
export interface NewsletterSignupElement extends HTMLElement {
  /** Storefront (any case); decides the fields, links and legal texts. */
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  /** Custom title; default the localised standard title. */
  get headline(): string | undefined;
  set headline(value: string | null | undefined);
  /**
   * Custom image (http, https or relative address), shown 400x300 from 1024 px and 273x273 from 767 px wide
   * viewports, hidden below. Without it the block shows its own artwork.
   */
  get imageSrc(): string | undefined;
  set imageSrc(value: string | null | undefined);
  /** Alt text of the custom image; without it the image counts as decorative. */
  get imageAlt(): string | undefined;
  set imageAlt(value: string | null | undefined);
  /**
   * Custom discount text; default the 10 percent welcome discount as the page language writes it ("10 %",
   * "10%", "%10").
   */
  get discountText(): string | undefined;
  set discountText(value: string | null | undefined);
  /** Custom voucher text; default the welcome voucher, on TR the first-membership discount. */
  get voucherText(): string | undefined;
  set voucherText(value: string | null | undefined);
  /** Where the sign-up comes from (any case): sent as `origin` and used in tracking. */
  get origin(): string | undefined;
  set origin(value: NewsletterOrigin | null | undefined);
  /** Free text sent as `originAddition` and used in tracking. */
  get originAddition(): string | undefined;
  set originAddition(value: string | null | undefined);
  /**
   * Base URL of the newsletter service; default `/service/newsletter/api/internal/v1`, or the private base
   * with `spa`, under the page's services setting.
   */
  get apiBase(): string | undefined;
  set apiBase(value: string | null | undefined);
  /** Inside the single-page app: use the private base `/service/newsletter/api/private/v1`. */
  get spa(): boolean | string | undefined;
  set spa(value: boolean | null | undefined);
  /**
   * A double opt-in token to confirm on load (the `/subscribenewsletter` page passes its `?token=`); an
   * unknown or expired token shows the expired-link banner above the form.
   */
  get doiToken(): string | undefined;
  set doiToken(value: string | null | undefined);
  /**
   * The release (SemVer) of the bundle whose code the element runs: the page's
   * `window.storefrontWidgets.version`.
   */
  readonly release: string;
}

/** The attributes of `<preview-panel>`. A boolean attribute is on when present. */
export interface PreviewPanelAttributes {
  /** Language of the panel; default `<html lang>`, then de-DE. */
  lang?: string;
}

/** Events of `<preview-panel>`: none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PreviewPanelEventMap {}

/** `<preview-panel>`: Staff preview settings: date, time and A/B test group. */
export interface PreviewPanelElement extends HTMLElement {
  /**
   * The release (SemVer) of the bundle whose code the element runs: the page's
   * `window.storefrontWidgets.version`.
   */
  readonly release: string;
}

/** The attributes of `<shop-footer>`. A boolean attribute is on when present. */
export interface ShopFooterAttributes {
  /** Storefront whose footer content is shown (any case). Default `DE`. */
  site?: StorefrontSite;
  /**
   * The reduced (checkout) footer: no promotion, SEO links, social and app icons or newsletter, and no groups
   * flagged `hideGroupInCheckout`. Also applies when a cookie holds `affiliateNumber` or `newApp`.
   */
  reduced?: boolean;
  /**
   * The page is in preview mode: the staff preview panel appears, for verified staff only (see
   * `<preview-panel>`).
   */
  preview?: boolean;
  /** The page marks the newsletter form hidden. */
  'hide-newsletter'?: boolean;
  /**
   * Address (http, https or relative) of the footer content JSON. Default:
   * `/service/footer/api/v1/content/{SITE}`.
   */
  'content-src'?: string;
  /**
   * Language of the footer's own texts (labels, "opens in a new tab"); the content comes in the site's
   * language.
   */
  lang?: string;
}

/** Events of `<shop-footer>`. All storefront events bubble and are composed. */
export interface ShopFooterEventMap {
  /** The cookie-settings legal link was chosen: open your consent panel. */
  'shop-footer-cookie-settings': CustomEvent<Record<string, never>>;
  /** The view changer was chosen (cancelable); unless cancelled, the footer sets `<html data-platform>`. */
  'shop-footer-view-change': CustomEvent<ShopFooterViewChangeDetail>;
  /** From the newsletter block inside the footer. */
  'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
}

/**
 * `<shop-footer>`: The shop footer of the nine storefronts.
 *
 * Each attribute is also a property that sets the attribute when assigned (`null` or `undefined` removes it).
 * Reading a property gives what was last assigned or the attribute's text: read the attribute for the state.
 */
export interface ShopFooterElement extends HTMLElement {
  /** Storefront whose footer content is shown (any case). */
  get site(): string | undefined;
  set site(value: StorefrontSite | null | undefined);
  /**
   * The reduced (checkout) footer: no promotion, SEO links, social and app icons or newsletter, and no groups
   * flagged `hideGroupInCheckout`. Also applies when a cookie holds `affiliateNumber` or `newApp`.
   */
  get reduced(): boolean | string | undefined;
  set reduced(value: boolean | null | undefined);
  /**
   * The page is in preview mode: the staff preview panel appears, for verified staff only (see
   * `<preview-panel>`).
   */
  get preview(): boolean | string | undefined;
  set preview(value: boolean | null | undefined);
  /** The page marks the newsletter form hidden. */
  get hideNewsletter(): boolean | string | undefined;
  set hideNewsletter(value: boolean | null | undefined);
  /**
   * Address (http, https or relative) of the footer content JSON. Default:
   * `/service/footer/api/v1/content/{SITE}`.
   */
  get contentSrc(): string | undefined;
  set contentSrc(value: string | null | undefined);
  /**
   * The release (SemVer) of the bundle whose code the element runs: the page's
   * `window.storefrontWidgets.version`.
   */
  readonly release: string;
}

/** Every event the elements dispatch, by name. */
export interface StorefrontEventMap
  extends CountrySwitcherEventMap, NewsletterSignupEventMap, PreviewPanelEventMap, ShopFooterEventMap {}

/** Tag name → element, attributes and events: what the React and Vue types are built from. */
export interface StorefrontElements {
  'country-switcher': {
    element: CountrySwitcherElement;
    attributes: CountrySwitcherAttributes;
    events: CountrySwitcherEventMap;
  };
  'newsletter-signup': {
    element: NewsletterSignupElement;
    attributes: NewsletterSignupAttributes;
    events: NewsletterSignupEventMap;
  };
  'preview-panel': {
    element: PreviewPanelElement;
    attributes: PreviewPanelAttributes;
    events: PreviewPanelEventMap;
  };
  'shop-footer': {
    element: ShopFooterElement;
    attributes: ShopFooterAttributes;
    events: ShopFooterEventMap;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'country-switcher': CountrySwitcherElement;
    'newsletter-signup': NewsletterSignupElement;
    'preview-panel': PreviewPanelElement;
    'shop-footer': ShopFooterElement;
  }

  // The events bubble and are composed: typed on every element, on document and on window.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends StorefrontEventMap {}
}

// api:end

// footer-content:begin — written by `npm run api:write` from openapi/storefront-services.yaml: edit that, not this part

/**
 * The footer content document of one storefront, as the CMS delivers it: `GET
 * /service/footer/api/v1/content/{site}`, or any `content-src`. `teaser`, `legalLinks` and `international`
 * are always there; the other sections are optional. The footer reads the document leniently: an entry that
 * does not fit is left out with one console warning, and the rest is shown.
 *
 * What `<shop-footer>` and `<country-switcher>` read from `content-src`, and what
 * `storefront-widgets/server`'s `renderElement` takes as `content`. The service contract
 * (`openapi/storefront-services.yaml` in the package, schema `FooterContent`) describes it for the teams that
 * deliver it; these types are written from it.
 */
export interface FooterContent {
  headline?: string;
  teaser: { groups: FooterTeaserGroup[] };
  /** The popular-categories link columns. */
  seo?: { heading: string; columns: { links: FooterLink[] }[] };
  socialMedia?: { heading: string; icons: FooterIconLink[] };
  appReferences?: { heading: string; appIcons: FooterIconLink[] };
  qualityLogos?: { heading?: string; logos: FooterQualityLogo[] };
  /** The sales-tax note (some storefronts), a text with one link inside. */
  salesTax?: { textBeforeLink: string; link: FooterLink; textAfterLink: string };
  legalLinks: FooterLegalLink[];
  /** The texts of the mobile/desktop view changer. */
  viewChanger?: { toMobile: string; toDesktop: string };
  international: { items: FooterCountry[] };
}

export interface FooterLink {
  text: string;
  /** http(s), mailto, tel or a relative address; any other is dropped. */
  url: string;
}

/** A payment or delivery logo of a group. */
export interface FooterImage {
  /** The logo's text alternative. */
  label: string;
  /**
   * A logo under `/service/footer-images/logos/` (the source in kebab case, `.svg`). The footer knows these
   * sources; an unknown one shows an empty image and logs one console error.
   */
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
  links: {
    link: FooterLink;
    /** Hidden on classic (desktop) clients. */
    hideInClassic?: boolean;
  }[];
  /** Payment and delivery logos of the group. */
  images?: FooterImage[];
}

export interface FooterIconLink {
  /** One of `facebook`, `instagram`, `youtube`, `pinterest`, `tiktok`, `apple`, `android`. */
  iconName: string;
  link: FooterLink;
}

export interface FooterQualityLogo {
  link: FooterLink;
  image: {
    /**
     * A logo under `/service/footer-images/logos/` (the source in kebab case, `.svg`). The footer knows these
     * sources; an unknown one shows an empty image and logs one console error.
     */
    source: string;
    width: number;
    height: number;
  };
}

/**
 * A legal link (imprint, privacy, terms, …); opens in a new tab without referrer when its address starts with
 * http or mailto. With `action` `cookie-consent` it opens the cookie-consent settings instead.
 */
export interface FooterLegalLink extends FooterLink {
  action?: 'cookie-consent';
}

/** A storefront in the country switcher. */
export interface FooterCountry {
  code: string;
  label: string;
  /** The storefront's address; choosing the country follows it. */
  href: string;
  flagName?: string;
  selected?: boolean;
}

// footer-content:end

/**
 * What a host page sets on `window.storefrontWidgets` before the bundle's script tag. The widgets read it at each
 * call of a service. Kept equal to the source's types by test/contract/clients.check.ts.
 */
export interface StorefrontWidgetsSettings {
  /** Run, in their order, around every call the widgets make to a service. */
  middleware?: StorefrontMiddleware[];
}

/** The address and the request of a call, as `pre` may give them back changed. */
export interface StorefrontFetchParams {
  url: string;
  init: RequestInit;
}

/** What every middleware function is called with. */
export interface StorefrontRequestContext extends StorefrontFetchParams {
  /** The fetch the widgets send with, for a middleware that needs a request of its own. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

export interface StorefrontResponseContext extends StorefrontRequestContext {
  /** A copy of the answer: reading its body leaves the widget's copy unread. */
  response: Response;
}

export interface StorefrontErrorContext extends StorefrontRequestContext {
  /** Why no answer came: a network failure, a refused CORS answer, the time-out. */
  error: unknown;
}

/**
 * Code that sees every call of the widgets. Each function may return nothing, meaning unchanged: `pre` may give
 * another address or request (add a header); `post` another answer; `onError`, run when no answer came at all,
 * an answer in its place, which the widget then reads as the service's. One that throws fails the call.
 */
export interface StorefrontMiddleware {
  pre?(
    context: StorefrontRequestContext,
  ): StorefrontFetchParams | void | Promise<StorefrontFetchParams | void>;
  post?(context: StorefrontResponseContext): Response | void | Promise<Response | void>;
  onError?(context: StorefrontErrorContext): Response | void | Promise<Response | void>;
}

declare global {
  interface Window {
    /** Settings of storefront-widgets for the whole page; set before the bundle's script tag. */
    storefrontWidgets?: StorefrontWidgetsSettings;
  }
}
