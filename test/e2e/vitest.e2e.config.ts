import { defineConfig } from 'vitest/config';

/** Browser tests: the demo server in this process, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one Chromium at a time keeps the timings stable.
    fileParallelism: false,
  },
});
