import type { Browser } from 'playwright-core';
import type { Report } from '../report.ts';

/** What every scenario of the benchmark runs in: the browser, the demo server's base URL, the report. */
export interface BenchContext {
  browser: Browser;
  base: string;
  report: Report;
}
