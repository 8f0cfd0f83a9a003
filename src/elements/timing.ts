/**
 * The elements' moments as the browser's performance entries, for a page's real-user monitoring and the benchmark
 * alike (README, "Monitoring"): a mark `storefront-widgets:<tag>:<moment>` for each moment, and a measure
 * `storefront-widgets:<tag>:<measure>` between two of them (`measure.ts`, in the chunks that end one).
 */

/**
 * `shown`: its content on screen (a server-rendered element when the script finds it, one rendered in the browser
 * once React has drawn it); `woken`: its code asked for; `ready`: React holds it; `form-ready`: the sign-up form's
 * rules run it; `first-validation`: the rules first checked the form; `sign-up-sent` and `sign-up-answered`.
 */
export type Moment =
  'shown' | 'woken' | 'ready' | 'form-ready' | 'first-validation' | 'sign-up-sent' | 'sign-up-answered';

/** The name of the mark of `moment` of the element `tag`. */
export const momentName = (tag: string, moment: string) => `storefront-widgets:${tag}:${moment}`;

/** Marks `moment` of the element `tag`. */
export function markMoment(tag: string, moment: Moment): void {
  try {
    performance.mark(momentName(tag, moment));
  } catch {
    // No performance timeline (an old browser): nothing to note.
  }
}
