/**
 * The browser test files that throttle the CPU (CDP) to play a slow phone. They run one at a time, after the
 * others (test/e2e/vitest.e2e.config.ts), so no other file's browser shares the cores they slow down; `slowCpu`
 * refuses to throttle in any other file.
 */
export const THROTTLED_FILES = [
  'test/e2e/interaction-integrity.e2e.ts',
  'test/e2e/server-rendered-slow.e2e.ts',
];
