/* The benchmark's figures: how many runs each takes, and the median, min and max of them. */

/** Page loads per timed figure (`BENCH_RUNS`, default 9). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 9);

/** Lighthouse runs of each page (`BENCH_RUNS`, default 5): each is a whole audit of about 10 s. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 5);

export interface Stat {
  median: number;
  min: number;
  max: number;
}

export function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted.at(-1)! };
}

/** Median over median: how many times the static-HTML floor a time of the widget footer is. */
export function ratio(widget: number[], floor: number[]): number {
  return stat(widget).median / stat(floor).median;
}
