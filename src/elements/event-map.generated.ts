/**
 * Written by `npm run api:write` from the events of widgets/<name>/<name>.api.ts: edit those, not this file
 * (scripts/api-files.test.ts fails while it differs). The events the elements dispatch, typed:
 * src/elements/events.ts gives `emit` and every element's `addEventListener` this map. Types only: nothing
 * here reaches the bundle.
 */

/** `newsletter-signup-success`: where the sign-up came from, never who signed up. */
interface NewsletterSignupSuccessDetail {
  origin: 'NEWSLETTER' | 'SHOPPING_CART';
  originAddition: string;
}

/** `shop-footer-view-change`: the view the visitor chose. */
interface ShopFooterViewChangeDetail {
  view: 'mobile' | 'desktop';
}

/** Every event an element dispatches, by name. All bubble and are composed. */
export interface GeneratedEventMap {
  /**
   * After a successful submit; it never carries the address or names. Dispatched by `<newsletter-signup>` and
   * `<shop-footer>`.
   */
  'newsletter-signup-success': CustomEvent<NewsletterSignupSuccessDetail>;
  /** The cookie-settings legal link was chosen: open your consent panel. Dispatched by `<shop-footer>`. */
  'shop-footer-cookie-settings': CustomEvent<Record<string, never>>;
  /**
   * The view changer was chosen (cancelable); unless cancelled, the footer sets `<html data-platform>`.
   * Dispatched by `<shop-footer>`.
   */
  'shop-footer-view-change': CustomEvent<ShopFooterViewChangeDetail>;
}
