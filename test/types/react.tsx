/**
 * A React 19 host: JSX knows the four tags, their attributes (in HTML spelling) and their events (React 19
 * custom-element event props, `on` + event name). Each `@ts-expect-error` is a mistake the types must catch.
 */
import { useRef } from 'react';
import type {} from 'storefront-widgets/react';
import type { NewsletterOrigin, NewsletterSignupElement, ShopFooterElement } from 'storefront-widgets/react';

export function StorefrontPage({ checkout }: { checkout: boolean }) {
  const signup = useRef<NewsletterSignupElement>(null);
  return (
    <>
      <newsletter-signup
        ref={signup}
        site="HU"
        headline="Friss hírek"
        image-src="/cms/newsletter.jpg"
        image-alt="Kávébab"
        discount-text="10 %"
        voucher-text="Welcome voucher"
        origin="SHOPPING_CART"
        origin-addition="cart"
        api-base="/service/newsletter/api/internal/v1"
        doi-token="abc"
        spa
        lang="hu-HU"
        className="cms-block"
        data-block="1"
        onnewsletter-signup-success={(event) => {
          const origin: NewsletterOrigin = event.detail.origin;
          console.log(origin, event.detail.originAddition);
        }}
      />
      <shop-footer
        site="DE"
        reduced={checkout}
        preview
        hide-newsletter={false}
        content-src="/footer.json"
        onshop-footer-view-change={(event) => event.detail.view === 'mobile' && event.preventDefault()}
        onshop-footer-cookie-settings={() => console.log('open the consent panel')}
        onnewsletter-signup-success={(event) => console.log(event.detail.origin)}
      />
      <country-switcher site="CH_FR" content-src="/footer.json" lang="fr-CH" />
      <preview-panel />
    </>
  );
}

const onTablet = (event: CustomEvent<{ view: 'tablet' }>) => event.detail.view;

export function Mistakes() {
  const footer = useRef<ShopFooterElement>(null);
  return (
    <>
      {/* @ts-expect-error 'XX' is not a storefront */}
      <newsletter-signup site="XX" />
      {/* @ts-expect-error an unknown attribute (TypeScript checks names without a hyphen) */}
      <newsletter-signup headlin="Typo" />
      {/* @ts-expect-error spa is a boolean attribute */}
      <newsletter-signup spa="yes" />
      {/* @ts-expect-error origin is NEWSLETTER or SHOPPING_CART */}
      <newsletter-signup origin="CART" />
      {/* @ts-expect-error a hyphenated attribute is still checked when it is known: a text, not a number */}
      <newsletter-signup origin-addition={5} />
      {/* @ts-expect-error the preview panel has no site */}
      <preview-panel site="DE" />
      {/* @ts-expect-error the country switcher has no reduced variant */}
      <country-switcher reduced />
      {/* @ts-expect-error a footer ref on a newsletter element */}
      <newsletter-signup ref={footer} />
      <newsletter-signup
        onnewsletter-signup-success={(event) => {
          // @ts-expect-error the event carries no personal data
          console.log(event.detail.email);
        }}
      />
      {/* @ts-expect-error the footer's view is mobile or desktop, never tablet */}
      <shop-footer onshop-footer-view-change={onTablet} />
    </>
  );
}
