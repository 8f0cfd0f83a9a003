import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ENGINES_PROJECT, EnginesFirst } from './sequencer.ts';
import { THROTTLED_FILES } from './throttled.ts';

const shared = {
  environment: 'node' as const,
  globalSetup: ['test/e2e/global-setup.ts'],
  // Each file gets a demo server of its own in its worker (test/e2e/demo-server.ts).
  setupFiles: ['test/e2e/setup.ts'],
  // A worker keeps its process, its modules and its Chromium (test/e2e/harness.ts) from one file to the next: a
  // process, a module graph and a browser launched afresh for each file cost about 6 % of the run. What a test
  // touches is a browser context of its own and its file's demo server, whose backend each test resets.
  isolate: false,
  testTimeout: 30_000,
  // A real browser on a busy 2-core machine: give polled expectations time before calling them failed.
  expect: { poll: { timeout: 5_000, interval: 50 } },
  hookTimeout: 60_000,
};

/**
 * Files side by side, one more than the cores: much of a browser test is waiting (for the network to be idle, a held
 * answer, a timer), which another file's browser fills. On two cores, two workers kept them about 75 % busy, three
 * 90 % (docs/benchmark.md, "The test run"). The `browser` and `browser-engines` projects share them.
 */
const SIDE_BY_SIDE = Number(process.env.SW_E2E_WORKERS ?? availableParallelism() + 1);

/**
 * Browser tests, each file against its own demo server: Debian's Chromium driven by playwright-core (test/e2e/),
 * and a visitor's journeys in Chromium, Firefox and WebKit through the driver layer of test/engines/.
 */
export default defineConfig({
  test: {
    // The files start in the same order on every machine: Vitest's cache of earlier runs' durations would order them
    // by time on a machine that ran them before and by size on a fresh clone (CI). The engines' files first
    // (test/e2e/sequencer.ts).
    cache: false,
    sequence: { sequencer: EnginesFirst },
    // The JSON report is what npm test's closing line counts (scripts/test.mjs names one per project).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['test/e2e/**/*.e2e.ts'],
          exclude: THROTTLED_FILES,
          maxWorkers: SIDE_BY_SIDE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          // The journeys in three engines (`npm run test:engines`): one file per engine, each with its own demo
          // server and its own browser (test/engines/adapters.ts), beside the Chromium files in the same workers.
          name: ENGINES_PROJECT,
          include: ['test/engines/*.engines.ts'],
          // Also says whether this run writes the pictures' baselines (`--update`).
          globalSetup: ['test/engines/global-setup.ts'],
          // A journey walks several states, each with axe and pictures, in the slowest engine of the three.
          testTimeout: 60_000,
          maxWorkers: SIDE_BY_SIDE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          // The files that slow the CPU down, one at a time once the others are done (test/e2e/throttled.ts).
          name: 'browser-throttled',
          include: THROTTLED_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
