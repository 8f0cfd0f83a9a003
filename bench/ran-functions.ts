/* What ran of a script, from V8's precise coverage (`npm run bench:coverage`, bench/coverage.ts). */

/** A function of V8's precise coverage: its ranges, the first the whole function with the times it was called. */
interface CoveredFunction {
  ranges: { startOffset: number; endOffset: number; count: number }[];
}

/**
 * Which characters of a script belong to a function that ran (1) or did not (0), function by function: a function
 * that ran counts whole, blocks it skipped included (a split cannot leave those out), and a function inside it that
 * never ran does not count. The script's own top level is one of the functions.
 */
export function ranFunctions(length: number, functions: readonly CoveredFunction[]): Uint8Array {
  const ran = new Uint8Array(length);
  const whole = functions.map((fn) => fn.ranges[0]).filter((range) => range !== undefined);
  // Outer functions first, so that each inner one then marks its own characters.
  whole.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of whole) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  return ran;
}
