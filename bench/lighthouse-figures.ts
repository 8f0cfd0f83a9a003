import { stat, type Stat } from './stats.ts';

/*
 * What the Lighthouse rows read from a Lighthouse report: the category scores, the metrics, and the audits scored
 * under Lighthouse's pass mark with the files each one names; then the median, min and max over the runs.
 */

/** The categories measured, by their id in the report, and the names of their scores in the results. */
export const LIGHTHOUSE_CATEGORIES = {
  performance: 'performanceScore',
  accessibility: 'accessibilityScore',
  'best-practices': 'bestPracticesScore',
} as const;

/** The metrics read, by their audit id, and their names in the results (ms; CLS has no unit). */
const METRICS = {
  'first-contentful-paint': 'firstContentfulPaint',
  'largest-contentful-paint': 'largestContentfulPaint',
  'total-blocking-time': 'totalBlockingTime',
  'cumulative-layout-shift': 'cumulativeLayoutShift',
  'speed-index': 'speedIndex',
} as const;

/** Lighthouse's own pass mark: an audit scored under it shows as failed (under 0.5) or as a warning. */
const PASS = 0.9;

/** A figure of a run: a category's score or a metric. */
type Figure =
  (typeof LIGHTHOUSE_CATEGORIES)[keyof typeof LIGHTHOUSE_CATEGORIES] | (typeof METRICS)[keyof typeof METRICS];

/** The part of a Lighthouse report (`lhr`) these rows read. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      details?: unknown;
    }
  >;
}

/** An audit of the measured categories scored under the pass mark, and the paths of the files it names. */
interface Finding {
  id: string;
  title: string;
  score: number;
  paths: string[];
}

/** One Lighthouse run of a page: its scores (0 to 100, as Lighthouse shows them), its metrics and its findings. */
export interface LighthouseRun {
  figures: Record<Figure, number>;
  findings: Finding[];
}

/** Every `url` in an audit's details (tables, lists, the nested request chains), as path and query. */
function pathsIn(details: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(details)) for (const item of details) pathsIn(item, found);
  else if (details && typeof details === 'object')
    for (const [key, value] of Object.entries(details)) {
      if (key === 'url' && typeof value === 'string' && /^https?:/.test(value)) {
        const url = new URL(value);
        found.add(url.pathname + url.search);
      } else pathsIn(value, found);
    }
  return found;
}

/** Reads one run's report; a category or metric Lighthouse could not score throws (the run says nothing then). */
export function readRun(report: LighthouseReport): LighthouseRun {
  const figures = {} as Record<Figure, number>;
  for (const [id, name] of Object.entries(LIGHTHOUSE_CATEGORIES)) {
    const score = report.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    figures[name] = Math.round(score * 100);
  }
  for (const [id, name] of Object.entries(METRICS)) {
    const value = report.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    figures[name] = value;
  }
  const measured = new Set(
    Object.keys(LIGHTHOUSE_CATEGORIES).flatMap((id) => report.categories[id]!.auditRefs.map((ref) => ref.id)),
  );
  const findings = [...measured].flatMap((id) => {
    const audit = report.audits[id];
    // Informative, manual and not applicable audits have no score; a score of 1 or over the mark passed.
    if (!audit || audit.score === null || audit.score >= PASS) return [];
    return [{ id, title: audit.title, score: audit.score, paths: [...pathsIn(audit.details)] }];
  });
  return { figures, findings };
}

/** An audit that failed or warned in some runs: in how many, and every path it named in them. */
interface FindingSummary {
  id: string;
  title: string;
  runs: number;
  paths: string[];
}

type LighthouseSummary = Record<Figure, Stat> & { findings: FindingSummary[] };

/** Median, min and max of each score and metric over the runs, and each finding with the runs it came up in. */
export function summarize(runs: LighthouseRun[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse run to summarize');
  const names = Object.keys(runs[0]!.figures) as Figure[];
  const figures = Object.fromEntries(
    names.map((name) => [name, stat(runs.map((run) => run.figures[name]))]),
  ) as Record<Figure, Stat>;
  const findings = new Map<string, FindingSummary>();
  for (const finding of runs.flatMap((run) => run.findings)) {
    const seen = findings.get(finding.id) ?? { id: finding.id, title: finding.title, runs: 0, paths: [] };
    seen.runs += 1;
    seen.paths = [...new Set([...seen.paths, ...finding.paths])];
    findings.set(finding.id, seen);
  }
  return { ...figures, findings: [...findings.values()] };
}
