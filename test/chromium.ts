/**
 * How the browser tests and the benchmark start Debian's Chromium: CHROMIUM_PATH overrides the path; no step
 * downloads a browser. Kept free of test-runner imports so `bench/run.ts` can use it too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
