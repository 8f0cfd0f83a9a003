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
type TrackingValue = string | number | boolean | null | undefined | TrackingValue[] | TrackingObject;

/** An object nested in an event. */
type TrackingObject = { [key: string]: TrackingValue };

/** One analytics event: its name in `event` plus any JSON-like fields. It must never carry personal data. */
export type TrackingEvent = { event: string } & TrackingObject;

/** The event pushed after every newsletter submit. */
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

/**
 * The steps of a form's funnel before its `sign_up`, under GA4's names for enhanced measurement's form
 * interactions: a tag manager sees them although the form is inside a shadow root, where its own form
 * triggers cannot look.
 */
export type FormStep = 'form_start' | 'form_submit';

/**
 * One step of the sign-up form's funnel, with GA4's parameter names: `form_id` is the sign-up's tracking
 * origin (as `sign_up`'s `origin`, so the steps join up), `form_name` its subject. Nothing the visitor typed.
 */
type FormStepEvent = {
  event: FormStep;
  form_id: string;
  form_name: SignUpEvent['subject'];
};

// Anything with the shape of an address anywhere in the string (also "mailto:a@b.de", "NEWSLETTER-a@b.de"):
// a false positive costs one analytics field, a false negative leaks personal data.
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

let warnedAboutDataLayer = false;

/**
 * The event for a newsletter submit (`sign_up`, subject newsletter, type ga4): origin and originAddition joined by
 * a hyphen, the addition left out when it is empty or blank (`NEWSLETTER`, `NEWSLETTER-cms-block`, the footer's
 * `NEWSLETTER-FOOTER`).
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
 * The funnel step `step` of the sign-up form submitted from `origin`.
 * @internal Test seam: the event's shape, tested without a data layer.
 */
export function formStepEvent(step: FormStep, origin: SignUpOrigin): FormStepEvent {
  const signUp = signUpEvent(origin);
  return { event: step, form_id: signUp.origin, form_name: signUp.subject };
}

const stepsTaken = new WeakMap<object, Set<FormStep>>();

/**
 * Pushes a step of a form's funnel (`formStepEvent`) once per form and page view: `form` is what stands for
 * the form on the page (its element), so a form React draws again, or one the visitor submits twice, counts
 * once. Returns whether the event was pushed.
 */
export function trackFormStep(form: object, step: FormStep, origin: SignUpOrigin): boolean {
  const taken = stepsTaken.get(form) ?? new Set<FormStep>();
  if (taken.has(step)) return false;
  stepsTaken.set(form, taken.add(step));
  return trackEvent(formStepEvent(step, origin));
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
