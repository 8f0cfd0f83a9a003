/**
 * Where the browser tests and the benchmark find Debian's Chromium; no step downloads a browser. Kept free of
 * test-runner imports so `bench/run.ts` can use it too.
 *
 * The benchmark drives the browser a visitor runs (`chromium`, `CHROMIUM_PATH` overrides). The browser tests drive
 * the same Chromium's headless shell (`chromium-headless-shell`, `CHROMIUM_HEADLESS_SHELL_PATH` overrides): the
 * same Blink, V8 and DevTools protocol without the full browser around them, which runs the browser tests in
 * about two thirds of the time for half the CPU (docs/decisions/0088).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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
