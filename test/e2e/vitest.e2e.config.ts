import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
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

/** Browser tests: Debian's Chromium driven by playwright-core, each file against its own demo server. */
export default defineConfig({
  test: {
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
          // Files side by side, one more than the cores: much of a browser test is waiting (for the network to be
          // idle, a held answer, a timer), which another file's browser fills. On two cores, two workers kept them
          // about 75 % busy, three 90 % (docs/benchmark.md, "The test run").
          maxWorkers: Number(process.env.SW_E2E_WORKERS ?? availableParallelism() + 1),
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
