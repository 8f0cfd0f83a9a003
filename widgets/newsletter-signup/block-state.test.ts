import { describe, expect, it } from 'vitest';
import { blockState } from './block-state.ts';

describe('blockState: what the newsletter block shows', () => {
  it.each([
    ['confirming', undefined, 'none', 'confirming'],
    ['confirming', 'SUCCESS', 'loading', 'confirming'],
    ['CONFIRMED', undefined, 'ready', 'confirmed'],
    ['CONFIRMED', 'SUCCESS', 'none', 'confirmed'],
    ['idle', 'SUCCESS', 'ready', 'signed-up'],
    ['EXPIRED', 'SUCCESS', 'none', 'signed-up'],
    ['idle', undefined, 'loading', 'prefilling'],
    ['idle', 'ERROR_GENERIC', 'ready', 'form'],
    ['FAILED', undefined, 'none', 'form'],
    ['EXPIRED', 'ERROR_INVALID_EMAIL', 'none', 'form'],
  ] as const)('doi %s, result %s, prefill %s: %s', (doi, result, prefill, expected) => {
    expect(blockState(doi, result, prefill)).toBe(expected);
  });
});
