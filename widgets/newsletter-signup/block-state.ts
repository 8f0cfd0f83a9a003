import type { SubmissionResult } from './signup-props.ts';
import type { Prefill } from './use-prefill.ts';
import type { DoiState } from './use-doi.ts';

/**
 * What the newsletter block shows below its teaser, by name (its `data-state`):
 * - `confirming`: a double opt-in link is being confirmed;
 * - `confirmed`: the link confirmed the subscription;
 * - `signed-up`: the visitor signed up in this block;
 * - `prefilling`: a logged-in customer's data is on its way (nothing shown, so no field jumps when it arrives);
 * - `form`: the sign-up form.
 */
export type BlockState = 'confirming' | 'confirmed' | 'signed-up' | 'prefilling' | 'form';

export function blockState(doi: DoiState, result: SubmissionResult, prefill: Prefill['status']): BlockState {
  if (doi === 'confirming') return 'confirming';
  if (doi === 'CONFIRMED') return 'confirmed';
  if (result === 'SUCCESS') return 'signed-up';
  if (prefill === 'loading') return 'prefilling';
  return 'form';
}
