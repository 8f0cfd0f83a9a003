import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test/chromium.ts';
import { LIGHTHOUSE_CATEGORIES, readRun, summarize, type LighthouseRun } from '../lighthouse-figures.ts';
import { LIGHTHOUSE_RUNS, stat } from '../stats.ts';
import type { BenchContext } from './context.ts';

/**
 * The pages Lighthouse audits: the storefront page composed on the server and rendered in the browser, and the
 * README's plain page with all four tags (`<preview-panel>` draws nothing there for a visitor, as for any visitor).
 */
const PAGES = [
  { path: '/de/', key: 'de' },
  { path: '/de/?csr', key: 'de_csr' },
  { path: '/blank/', key: 'blank' },
] as const;

/** Tries of one run before the scenario gives up. */
const ATTEMPTS = 3;

/**
 * Lighthouse as shop teams run it: its default settings, the mobile preset with simulated throttling (a mid-range
 * phone on a slow 4G network, computed from an unthrottled load), in Debian's Chromium started by chrome-launcher
 * (a fresh profile; Lighthouse clears the origin's cache and storage before each run). Each page LIGHTHOUSE_RUNS
 * times, the pages taking turns, after one run of each that is not counted (the demo server composes and
 * compresses on a file's first request). Scores, metrics and the audits under the pass mark of each page, as
 * `lighthouse_<page>` entries.
 */
export async function lighthouseScenario({ base, report }: Pick<BenchContext, 'base' | 'report'>) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    /** One run of a page; a run Lighthouse could not record (NO_NAVSTART, NO_FCP: "run Lighthouse again") is retried. */
    const audit = async (path: string, attempt = 1): Promise<Result> => {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: Object.keys(LIGHTHOUSE_CATEGORIES),
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        const failure = `Lighthouse on ${path}: ${lhr.runtimeError.message}`;
        if (attempt >= ATTEMPTS) throw new Error(failure);
        console.warn(`${failure}; running it again`);
        return audit(path, attempt + 1);
      }
      for (const warning of lhr.runWarnings) console.warn(`Lighthouse on ${path}: ${warning}`);
      return lhr;
    };
    for (const page of PAGES) await audit(page.path);
    const runs = new Map<string, LighthouseRun[]>(PAGES.map((page) => [page.key, []]));
    const benchmarkIndex: number[] = [];
    let versions = { lighthouse: '', browser: '' };
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
      for (const page of PAGES) {
        const lhr = await audit(page.path);
        runs.get(page.key)!.push(readRun(lhr));
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        versions = {
          lighthouse: lhr.lighthouseVersion,
          browser:
            /\S*Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent,
        };
      }
    const date = new Date().toISOString();
    for (const page of PAGES) {
      const summary = summarize(runs.get(page.key)!);
      report.results[`lighthouse_${page.key}`] = {
        path: page.path,
        date,
        runs: LIGHTHOUSE_RUNS,
        settings: 'mobile preset, simulated throttling',
        ...versions,
        // Lighthouse's measure of this machine's CPU (higher is faster), over every run of every page.
        benchmarkIndex: stat(benchmarkIndex),
        ...summary,
      };
      const name = `Lighthouse ${page.path} (mobile, ${LIGHTHOUSE_RUNS} runs)`;
      report.row(name, 'score', {
        performance: summary.performanceScore,
        accessibility: summary.accessibilityScore,
        'best practices': summary.bestPracticesScore,
      });
      report.row(name, 'ms', {
        FCP: summary.firstContentfulPaint,
        LCP: summary.largestContentfulPaint,
        TBT: summary.totalBlockingTime,
        'speed index': summary.speedIndex,
      });
      report.row(name, 'CLS', { CLS: summary.cumulativeLayoutShift });
      report.row(
        name,
        'audits < 0.9',
        summary.findings.length === 0
          ? { all: 'passed' }
          : Object.fromEntries(summary.findings.map((f) => [f.id, `${f.runs}/${LIGHTHOUSE_RUNS} runs`])),
      );
    }
  } finally {
    await chrome.kill();
  }
}
