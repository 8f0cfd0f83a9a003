import { defineConfig } from 'vitest/config';

/** Browser tests: the demo server in this process, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
    // A real browser on a 2-core machine: give polled expectations time before calling them failed.
    expect: { poll: { timeout: 5_000, interval: 50 } },
    hookTimeout: 60_000,
    // Two cores: one Chromium at a time keeps the timings stable.
    fileParallelism: false,
  },
});
