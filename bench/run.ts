/**
 * `npm run bench`: builds, serves the demo on loopback, and measures the bundle in Debian's Chromium through
 * playwright-core at 1x and 4x CPU throttling (CDP), then runs Lighthouse on three pages. Every timed figure is the
 * median of RUNS page loads (Lighthouse: LIGHTHOUSE_RUNS runs), with min and max. Prints a table and writes
 * bench/results.json. See docs/benchmark.md for how to read it.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { createReport } from './report.ts';
import { interactionsScenario } from './scenarios/interactions.ts';
import { formMessageScenario } from './scenarios/form-message.ts';
import { leaksScenario } from './scenarios/leaks.ts';
import { mobileNetworkScenario } from './scenarios/mobile-network.ts';
import { lighthouseScenario } from './scenarios/lighthouse.ts';
import { scaleScenario } from './scenarios/scale.ts';
import { visitorScenario } from './scenarios/visitor.ts';
import { buildAndServe } from './serve.ts';
import { open, settle } from './session.ts';

/*
 * The scenarios are in scenarios/ (the visitor on /de/, interactions, a mobile network, scale, leaks, Lighthouse), what is
 * measured in the page in page-probe.ts, the browser sessions in session.ts, the figures in stats.ts and the
 * results and table in report.ts.
 */

const THROTTLES = [1, 4] as const;

async function main() {
  const { server, base } = await buildAndServe();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // Warm-up: the demo server compresses each file on its first request (a CDN would have it ready).
  const warmup = await open(browser, base, 1);
  await warmup.page.goto('/de/?preview');
  await settle(warmup.page);
  await warmup.context.close();
  // `BENCH_ONLY=form-message` (names separated by commas) runs those scenarios alone, into results.only.json.
  const only = process.env.BENCH_ONLY?.split(',');
  const report = createReport(only ? 'results.only.json' : 'results.json');
  const context = { browser, base, report };
  const wanted = (name: string) => !only || only.includes(name);
  try {
    for (const throttle of THROTTLES) {
      if (wanted('visitor')) await visitorScenario(context, throttle);
      if (wanted('interactions')) await interactionsScenario(context, throttle);
    }
    if (wanted('form-message')) await formMessageScenario(context);
    if (wanted('mobile-network')) await mobileNetworkScenario(context);
    if (wanted('scale')) await scaleScenario(context);
    if (wanted('leaks')) await leaksScenario(context);
    if (wanted('lighthouse')) await lighthouseScenario(context);
  } finally {
    await browser.close();
    server.close();
  }

  report.finish();
}

await main();
