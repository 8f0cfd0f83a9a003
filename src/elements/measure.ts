import { markMoment, momentName, type Moment } from './timing.ts';

/** A measure's name and the moment it runs from: `wake` (woken to ready), `sign-up` (sent to answered). */
export type MeasureFrom = readonly [name: 'wake' | 'sign-up', from: Moment];

/** Marks `moment` of the element `tag` and measures `measure[0]` to it from the last mark of `measure[1]`. */
export function markAndMeasure(tag: string, moment: Moment, [name, from]: MeasureFrom): void {
  markMoment(tag, moment);
  try {
    performance.measure(momentName(tag, name), momentName(tag, from), momentName(tag, moment));
  } catch {
    // No earlier mark to measure from (its element was drawn before this script), or no performance timeline.
  }
}
