/**
 * Analytics events go to the host page's `window.dataLayer` (Google Tag Manager's queue). The host owns it:
 * we create it when missing, never replace it, and never let an odd value there break a widget.
 */

import { isPreviewing } from './preview-flag.ts';

declare global {
  interface Window {
    /** The host page's tag-manager queue. Typed `unknown` because the host may have put anything there. */
    dataLayer?: unknown;
  }
}

/** A value an event may carry: JSON-like data. */
export type TrackingValue = string | number | boolean | null | undefined | TrackingValue[] | TrackingObject;

/** An object nested in an event. */
export type TrackingObject = { [key: string]: TrackingValue };

/** One analytics event: its name in `event` plus any JSON-like fields. It must never carry personal data. */
export type TrackingEvent = { event: string } & TrackingObject;

/** The event pushed after every newsletter submit (SPEC §7). */
export type SignUpEvent = {
  event: 'sign_up';
  subject: 'newsletter';
  /** The submit's origin, with its originAddition appended after a hyphen when there is one. */
  origin: string;
  type: 'ga4';
};

/** The `originAddition` of the newsletter block inside `<shop-footer>`: its sign-ups track as `NEWSLETTER-FOOTER`. */
export const FOOTER_ORIGIN_ADDITION = 'FOOTER';

/** What a sign-up was submitted from: the payload's `origin` (NEWSLETTER, SHOPPING_CART) and `originAddition`. */
export interface SignUpOrigin {
  origin: string;
  originAddition?: string | null | undefined;
}

// Anything with the shape of an address anywhere in the string (also "mailto:a@b.de", "NEWSLETTER-a@b.de"):
// a false positive costs one analytics field, a false negative leaks personal data.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

let warnedAboutDataLayer = false;

/**
 * The event of SPEC §7 for a newsletter submit: origin and originAddition joined by a hyphen, the addition
 * left out when it is empty or blank (`NEWSLETTER`, `NEWSLETTER-cms-block`, the footer's `NEWSLETTER-FOOTER`).
 */
export function signUpEvent({ origin, originAddition }: SignUpOrigin): SignUpEvent {
  const addition = originAddition?.trim() ?? '';
  return {
    event: 'sign_up',
    subject: 'newsletter',
    origin: addition === '' ? origin : `${origin}-${addition}`,
    type: 'ga4',
  };
}

/**
 * Pushes nothing while a staff preview is active (`isPreviewing`): staff clicks and sign-ups are not customers'.
 * Otherwise pushes a copy of `event` to `window.dataLayer`, creating the array when there is none. Any string that looks
 * like an email address is dropped from the copy, at any depth, with a console warning naming where it was
 * (never the value); an event whose very name looks like one is not pushed. When `dataLayer` is not an array
 * with `push`, it warns once and skips. Never throws. Returns whether the event was pushed.
 */
export function trackEvent(event: TrackingEvent): boolean {
  if (typeof window === 'undefined' || isPreviewing()) return false;
  const dropped: string[] = [];
  const clean = sanitize(event, '', dropped) as TrackingObject;
  if (dropped.length > 0) {
    console.warn(
      `storefront-widgets: tracking event "${EMAIL_LIKE.test(event.event) ? '(dropped)' : event.event}": ` +
        `dropped value(s) that look like an email address at ${dropped.join(', ')}`,
    );
  }
  if (typeof clean['event'] !== 'string') return false;

  if (window.dataLayer === undefined) window.dataLayer = [];
  const dataLayer = window.dataLayer;
  if (!Array.isArray(dataLayer) || typeof dataLayer.push !== 'function') {
    warnDataLayer('window.dataLayer is not an array; tracking events are not sent');
    return false;
  }
  try {
    dataLayer.push(clean);
    return true;
  } catch (error) {
    warnDataLayer(`window.dataLayer.push failed; tracking events may not be sent (${String(error)})`);
    return false;
  }
}

function warnDataLayer(message: string): void {
  if (warnedAboutDataLayer) return;
  warnedAboutDataLayer = true;
  console.warn(`storefront-widgets: ${message}`);
}

/** A deep copy of `value` without email-looking strings; their paths go to `dropped`. */
function sanitize(value: TrackingValue, path: string, dropped: string[]): TrackingValue {
  if (Array.isArray(value)) {
    const copy: TrackingValue[] = [];
    value.forEach((item, index) => {
      const itemPath = `${path}[${index}]`;
      if (isEmailLike(item)) dropped.push(itemPath);
      else copy.push(sanitize(item, itemPath, dropped));
    });
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: TrackingObject = {};
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path === '' ? key : `${path}.${key}`;
      if (isEmailLike(item)) dropped.push(itemPath);
      else copy[key] = sanitize(item, itemPath, dropped);
    }
    return copy;
  }
  return value;
}

function isEmailLike(value: TrackingValue): boolean {
  return typeof value === 'string' && EMAIL_LIKE.test(value);
}
