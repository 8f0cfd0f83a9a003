/**
 * A plain TypeScript host page: the tags, their properties and their events are typed once the package is
 * imported. Each `@ts-expect-error` line is a mistake the types must catch; tsc fails if one compiles.
 *
 * The root tsconfig.json also compiles this folder, with the source's own element classes in
 * HTMLElementTagNameMap, so negative checks use the published element types explicitly.
 */
import 'storefront-widgets';
import type {
  CountrySwitcherElement,
  FooterContent,
  NewsletterOrigin,
  NewsletterSignupElement,
  ShopFooterElement,
  StorefrontSite,
} from 'storefront-widgets';

// The tag names give the elements' types.
export const signup: NewsletterSignupElement | null = document.querySelector('newsletter-signup');
export const footer: ShopFooterElement = document.createElement('shop-footer');
export const switcher: CountrySwitcherElement | undefined =
  document.getElementsByTagName('country-switcher')[0];
export const panel: HTMLElement | null = document.querySelector('preview-panel');

// Attributes are also properties; assigning one sets the attribute, null removes it.
footer.site = 'AT';
footer.reduced = true;
footer.hideNewsletter = null;
footer.contentSrc = '/footer.json';
export const site: StorefrontSite = 'CH_FR';
switcher!.site = site;
signup!.origin = 'SHOPPING_CART';
signup!.imageSrc = undefined;

// @ts-expect-error 'XX' is not a storefront
footer.site = 'XX';
// @ts-expect-error a boolean attribute takes a boolean, not a text
footer.reduced = 'yes';
// @ts-expect-error no such attribute on the footer
footer.headline = 'Hello';
// @ts-expect-error origin is NEWSLETTER or SHOPPING_CART
signup!.origin = 'CART';

// The events bubble and are composed: typed on the element, the document and the window.
document.addEventListener('newsletter-signup-success', (event) => {
  const origin: NewsletterOrigin = event.detail.origin;
  const addition: string = event.detail.originAddition;
  // @ts-expect-error the event carries no personal data
  console.log(origin, addition, event.detail.email);
});
footer.addEventListener('shop-footer-view-change', (event) => {
  const view: 'mobile' | 'desktop' = event.detail.view;
  if (view === 'desktop') event.preventDefault();
  // @ts-expect-error the view is mobile or desktop
  const tablet: 'tablet' = event.detail.view;
  console.log(tablet);
});
window.addEventListener('shop-footer-cookie-settings', (event) => {
  const empty: Record<string, never> = event.detail;
  // @ts-expect-error the cookie-settings detail is empty, not a text
  const text: string = event.detail;
  console.log(empty, text);
});

// The footer content document a host serves at `content-src` (or hands to the server renderer) is typed.
export const footerContent: FooterContent = {
  teaser: { groups: [] },
  legalLinks: [{ text: 'Cookie-Einstellungen', url: '#cookie-settings', action: 'cookie-consent' }],
  international: { items: [{ code: 'DE', label: 'Deutschland', href: '/de/', selected: true }] },
};
// @ts-expect-error the legal links are required
export const footerWithoutLegalLinks: FooterContent = {
  teaser: { groups: [] },
  international: { items: [] },
};

// Page-wide middleware, set before the script tag: typed on window.
window.storefrontWidgets = {
  middleware: [
    {
      pre: ({ url, init }) => ({ url, init: { ...init, headers: { ...init.headers, 'X-Trace': '1' } } }),
      onError: ({ url }) => (url.endsWith('/psdata') ? new Response('{}') : undefined),
    },
  ],
};
// @ts-expect-error a middleware's `pre` gives an address and a request, not a string
window.storefrontWidgets = { middleware: [{ pre: () => 'https://elsewhere.example' }] };
