import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The journeys in three engines (`npm run test:engines`): one file per engine, each with its own demo server
 * (test/e2e/setup.ts) and its own browser (test/engines/adapters.ts), side by side.
 */
export default defineConfig({
  test: {
    name: 'browser-engines',
    environment: 'node',
    globalSetup: ['test/engines/global-setup.ts'],
    setupFiles: ['test/e2e/setup.ts'],
    include: ['test/engines/*.engines.ts'],
    // A browser test mostly waits: one file more than the cores, as the other browser tests.
    maxWorkers: Number(process.env.SW_E2E_WORKERS ?? availableParallelism() + 1),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/engines.json' },
  },
});
