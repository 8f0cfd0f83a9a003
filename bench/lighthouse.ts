/**
 * `npm run bench:lighthouse`: builds (not with `BENCH_SKIP_BUILD`), serves the demo on loopback and runs the
 * benchmark's Lighthouse scenario alone (scenarios/lighthouse.ts): its `lighthouse_*` entries of
 * bench/results.json are replaced, each with its own date and runs, and the rest of the file stays the last whole
 * run's. `npm run bench` runs the same scenario after the others. See docs/benchmark.md for how to read it.
 */
import { createReport } from './report.ts';
import { lighthouseScenario } from './scenarios/lighthouse.ts';
import { buildAndServe } from './serve.ts';
import { LIGHTHOUSE_RUNS } from './stats.ts';

const { server, base } = await buildAndServe();
const report = createReport('results.json', { merge: true, runs: LIGHTHOUSE_RUNS });
try {
  await lighthouseScenario({ base, report });
} finally {
  server.close();
}
report.finish();
