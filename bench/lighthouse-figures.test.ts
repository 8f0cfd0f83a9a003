import { describe, expect, it } from 'vitest';
import { readRun, summarize, type LighthouseReport } from './lighthouse-figures.ts';

const metric = (title: string, numericValue: number) => ({
  title,
  score: 1,
  numericValue,
});

/** A report as Lighthouse writes it, cut down to what the rows read; `changes` replaces or adds audits. */
function report(
  scores: { performance: number | null; accessibility: number; bestPractices: number },
  changes: LighthouseReport['audits'] = {},
): LighthouseReport {
  return {
    categories: {
      performance: {
        score: scores.performance,
        auditRefs: [
          'largest-contentful-paint',
          'render-blocking-resources',
          'network-dependency-tree-insight',
          'diagnostics',
        ].map((id) => ({ id })),
      },
      accessibility: { score: scores.accessibility, auditRefs: [{ id: 'image-alt' }] },
      'best-practices': { score: scores.bestPractices, auditRefs: [{ id: 'errors-in-console' }] },
      seo: { score: 0.5, auditRefs: [{ id: 'meta-description' }] },
    },
    audits: {
      'first-contentful-paint': metric('First Contentful Paint', 1200),
      'largest-contentful-paint': metric('Largest Contentful Paint', 1500),
      'total-blocking-time': metric('Total Blocking Time', 40),
      'cumulative-layout-shift': metric('Cumulative Layout Shift', 0.002),
      'speed-index': metric('Speed Index', 1300),
      'render-blocking-resources': { title: 'Render-blocking', score: 1 },
      'network-dependency-tree-insight': { title: 'Chains', score: 1 },
      diagnostics: { title: 'Diagnostics', score: null },
      'image-alt': { title: 'Alt text', score: 1 },
      'errors-in-console': { title: 'Console', score: 1 },
      'meta-description': { title: 'Description', score: 0 },
      ...changes,
    },
  };
}

const renderBlocking = (score: number, url: string) => ({
  'render-blocking-resources': {
    title: 'Eliminate render-blocking resources',
    score,
    details: { type: 'opportunity', items: [{ url, totalBytes: 5473, wastedMs: 317 }] },
  },
});

describe('a Lighthouse run', () => {
  it('reads the scores as Lighthouse shows them (0 to 100) and the metrics as they are', () => {
    const run = readRun(report({ performance: 0.994, accessibility: 1, bestPractices: 0.96 }));
    expect(run.figures).toEqual({
      performanceScore: 99,
      accessibilityScore: 100,
      bestPracticesScore: 96,
      firstContentfulPaint: 1200,
      largestContentfulPaint: 1500,
      totalBlockingTime: 40,
      cumulativeLayoutShift: 0.002,
      speedIndex: 1300,
    });
    expect(run.findings).toEqual([]);
  });

  it('finds the audits of the measured categories scored under 0.9, with the path of every file they name', () => {
    const run = readRun(
      report(
        { performance: 0.99, accessibility: 0.9, bestPractices: 1 },
        {
          ...renderBlocking(0.5, 'http://127.0.0.1:4173/static/assets/shop-footer-592c62ff6e.css'),
          'network-dependency-tree-insight': {
            title: 'Network dependency tree',
            score: 0,
            details: {
              type: 'list',
              items: [
                {
                  type: 'network-tree',
                  chains: {
                    a: {
                      url: 'http://127.0.0.1:4173/de/',
                      children: {
                        b: { url: 'http://127.0.0.1:4173/static/storefront-widgets.js', children: {} },
                        c: { url: 'data:image/svg+xml,<svg/>', children: {} },
                      },
                    },
                  },
                },
              ],
            },
          },
          'image-alt': {
            title: 'Image elements have [alt] attributes',
            score: 0,
            details: { type: 'table', items: [{ node: { selector: 'img' } }] },
          },
          // Just at the mark: passed.
          'errors-in-console': { title: 'Console', score: 0.9 },
        },
      ),
    );
    expect(run.findings).toEqual([
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        score: 0.5,
        paths: ['/static/assets/shop-footer-592c62ff6e.css'],
      },
      {
        id: 'network-dependency-tree-insight',
        title: 'Network dependency tree',
        score: 0,
        paths: ['/de/', '/static/storefront-widgets.js'],
      },
      { id: 'image-alt', title: 'Image elements have [alt] attributes', score: 0, paths: [] },
    ]);
  });

  it('is refused when Lighthouse could not score a category', () => {
    expect(() => readRun(report({ performance: null, accessibility: 1, bestPractices: 1 }))).toThrow(
      'Lighthouse gave no performance score',
    );
  });
});

describe('the summary of the runs', () => {
  it('gives the median, min and max of each figure, and each finding with the runs it came up in', () => {
    const runs = [
      report(
        { performance: 0.97, accessibility: 1, bestPractices: 1 },
        renderBlocking(0.5, 'http://h/static/a.css'),
      ),
      report({ performance: 1, accessibility: 1, bestPractices: 1 }),
      report(
        { performance: 0.99, accessibility: 1, bestPractices: 1 },
        renderBlocking(0, 'http://h/static/b.css'),
      ),
    ].map(readRun);
    runs[1]!.figures.largestContentfulPaint = 2100;
    runs[2]!.figures.largestContentfulPaint = 900;
    const summary = summarize(runs);
    expect(summary.performanceScore).toEqual({ median: 99, min: 97, max: 100 });
    expect(summary.largestContentfulPaint).toEqual({ median: 1500, min: 900, max: 2100 });
    expect(summary.accessibilityScore).toEqual({ median: 100, min: 100, max: 100 });
    expect(summary.findings).toEqual([
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        runs: 2,
        paths: ['/static/a.css', '/static/b.css'],
      },
    ]);
  });
});
