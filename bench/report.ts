import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { RUNS, type Stat } from './stats.ts';

/* What the benchmark reports: every figure in bench/results.json, and a table printed at the end. */

export interface Report {
  /** The figures written to bench/results.json, in the order they were measured. */
  results: Record<string, unknown>;
  /** One line of the printed table: what was measured, its unit, and its figures by name. */
  row(name: string, unit: string, values: Record<string, Stat | number | string>): void;
}

/**
 * Where the figures go: bench/results.json for a whole run, bench/results.only.json (not kept) for `BENCH_ONLY`.
 * With `merge`, the figures measured replace their own entries of the file and leave the others (`runs` and `date`
 * stay the whole run's: such entries carry their own); `runs` is what the table's heading says.
 */
export function createReport(
  file = 'results.json',
  { merge = false, runs = RUNS }: { merge?: boolean; runs?: number } = {},
): Report & { finish(): void } {
  const results: Record<string, unknown> = merge ? {} : { runs, date: new Date().toISOString() };
  const rows: string[][] = [];
  return {
    results,
    row: (name, unit, values) =>
      void rows.push([
        name,
        unit,
        ...Object.entries(values).map(
          ([key, value]) =>
            `${key}: ${typeof value === 'object' ? `${value.median.toFixed(value.median < 10 ? 3 : 0)} (${value.min.toFixed(value.min < 10 ? 3 : 0)}–${value.max.toFixed(value.max < 10 ? 3 : 0)})` : value}`,
        ),
      ]),
    /** Writes bench/results.json and prints the table. */
    finish() {
      const path = new URL(`./${file}`, import.meta.url);
      const kept = merge && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as object) : {};
      writeFileSync(path, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`);
      const width = rows.reduce((max, r) => Math.max(max, r[0]!.length), 0);
      console.log(`\nstorefront-widgets benchmark — median (min–max) of ${runs} runs\n`);
      for (const r of rows)
        console.log(`${r[0]!.padEnd(width)}  ${r[1]!.padEnd(12)}  ${r.slice(2).join('  ·  ')}`);
      console.log(`\nbench/${file} written.`);
    },
  };
}
