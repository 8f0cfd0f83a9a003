/**
 * The browser test files that slow the CPU down to play a slow phone (`slowCpu`, test/e2e/harness.ts). They run one
 * at a time, apart from the other browser files (test/e2e/vitest.e2e.config.ts): the CPU quota that slows a page
 * is its browser's (test/e2e/cpu-quota.ts), and no other file's browser shares the cores with them. `slowCpu`
 * refuses to slow a page in any other file.
 */
export const THROTTLED_FILES = [
  'test/e2e/interaction-integrity.e2e.ts',
  'test/e2e/server-rendered-slow.e2e.ts',
];
