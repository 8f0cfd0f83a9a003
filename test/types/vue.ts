/**
 * A Vue 3.5 host: each tag is a global component whose `$props` are the attributes (camelCase) and whose
 * `$emit` lists the events, which is what Vue's template type checker reads. Compiled against
 * vue-stand-in.d.ts, since vue is not installed here.
 */
import type {} from 'storefront-widgets/vue';
import type { NewsletterSignupSuccessDetail } from 'storefront-widgets/vue';
import type { GlobalComponents } from 'vue';

type Instance<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>;
type Props<Tag extends keyof GlobalComponents> = Instance<Tag>['$props'];
type Emit<Tag extends keyof GlobalComponents> = Instance<Tag>['$emit'];

export const block: Props<'newsletter-signup'> = {
  site: 'TR',
  headline: 'Bülten',
  imageSrc: '/cms/newsletter.jpg',
  originAddition: 'cms',
  spa: true,
  lang: 'tr-TR',
  class: 'cms-block',
};
export const footer: Props<'shop-footer'> = { site: 'PL', reduced: true, hideNewsletter: false };
export const switcher: Props<'country-switcher'> = { site: 'CZ', contentSrc: '/footer.json' };
export const panel: Props<'preview-panel'> = {};

// @ts-expect-error 'XX' is not a storefront
export const wrongSite: Props<'country-switcher'> = { site: 'XX' };
// @ts-expect-error an unknown attribute
export const unknown: Props<'shop-footer'> = { headline: 'Footer' };
// @ts-expect-error a boolean attribute takes a boolean
export const wrongBoolean: Props<'shop-footer'> = { reduced: 'yes' };

declare const emitSignup: Emit<'newsletter-signup'>;
declare const emitFooter: Emit<'shop-footer'>;
declare const detail: NewsletterSignupSuccessDetail;
emitSignup('newsletter-signup-success', new CustomEvent('newsletter-signup-success', { detail }));
emitFooter(
  'shop-footer-view-change',
  new CustomEvent('shop-footer-view-change', { detail: { view: 'mobile' } }),
);
// @ts-expect-error the newsletter element has no view-change event
emitSignup('shop-footer-view-change', new CustomEvent('x', { detail: { view: 'mobile' } }));
// @ts-expect-error the event's detail is the origin, not an address
emitSignup('newsletter-signup-success', new CustomEvent('x', { detail: { email: 'a@b.example' } }));

// The element itself stays the element: no $props or $emit exist at run time (marked deprecated).
export const element: HTMLElement = null as unknown as Instance<'shop-footer'>;
