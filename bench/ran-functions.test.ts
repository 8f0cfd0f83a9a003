import { describe, expect, it } from 'vitest';
import { ranFunctions } from './ran-functions.ts';

const marks = (ran: Uint8Array) => [...ran].join('');

describe('ranFunctions', () => {
  it('counts a function that ran whole, the blocks it skipped included, and leaves out the functions that did not', () => {
    // 0–20 the script's top level; 2–12 a function that ran, with a skipped block 4–6 and an inner function 8–11
    // that never ran; 14–18 a function never called.
    const ran = ranFunctions(20, [
      { ranges: [{ startOffset: 0, endOffset: 20, count: 1 }] },
      {
        ranges: [
          { startOffset: 2, endOffset: 12, count: 3 },
          { startOffset: 4, endOffset: 6, count: 0 },
        ],
      },
      { ranges: [{ startOffset: 14, endOffset: 18, count: 0 }] },
      { ranges: [{ startOffset: 8, endOffset: 11, count: 0 }] },
    ]);
    expect(marks(ran)).toBe('11111111000111000011');
  });

  it('marks a function inside one that never ran only when it ran itself', () => {
    const ran = ranFunctions(10, [
      { ranges: [{ startOffset: 6, endOffset: 8, count: 1 }] },
      { ranges: [{ startOffset: 0, endOffset: 10, count: 0 }] },
    ]);
    expect(marks(ran)).toBe('0000001100');
  });

  it('leaves a script without coverage unmarked', () => {
    expect(marks(ranFunctions(4, []))).toBe('0000');
  });
});
