/**
 * The elements' moments as the browser's performance entries, for a page's real-user monitoring and the benchmark
 * alike (README, "Monitoring"): a mark `storefront-widgets:<tag>:<moment>` for each moment, and a measure
 * `storefront-widgets:<tag>:<measure>` that ends at one of them.
 */

/**
 * `shown`: its content on screen (a server-rendered element when the script finds it, one rendered in the browser
 * once React has drawn something); `woken`: its code asked for; `ready`: React holds it; `form-ready`: the sign-up
 * form's rules run it; `first-validation`: the rules first checked the form; `sign-up-sent` and `sign-up-answered`.
 */
export type Moment =
  'shown' | 'woken' | 'ready' | 'form-ready' | 'first-validation' | 'sign-up-sent' | 'sign-up-answered';

/** A measure's name and the moment it runs from: `wake` (woken to ready), `sign-up` (sent to answered). */
export type MeasureFrom = readonly [name: 'wake' | 'sign-up', from: Moment];

/** Marks `moment` of the element `tag`; with `measure`, measures from the last mark of its moment to this one. */
export function markMoment(tag: string, moment: Moment, measure?: MeasureFrom): void {
  const name = (part: string) => `storefront-widgets:${tag}:${part}`;
  performance.mark(name(moment));
  try {
    if (measure) performance.measure(name(measure[0]), name(measure[1]), name(moment));
  } catch {
    // No mark to measure from: the page cleared the marks, or the element was drawn before this script ran.
  }
}
