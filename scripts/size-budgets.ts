/**
 * Size budgets by page, not by file name: from the build's chunk graph (dist/.vite/manifest.json) it adds up,
 * min + gzip, every script a page with the given elements downloads: the entry, what it imports, each
 * element's chunk with everything that chunk imports, and the page language's locale files. A chunk shared by
 * several elements counts once. Budgets live in BUDGETS below, each its measured figure plus at most 256 bytes
 * (`HEADROOM_BYTES`; the step fails a budget further above its page: lower it when a change makes its page smaller);
 * raise one only with a decision (docs/decisions/) that names the measured cause and what was tried instead.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const ENTRY = 'widgets/index.ts';

/** @internal Test seam: the tests write manifests of their own. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** @internal Test seam: the tests write budgets of their own. */
export interface Budget {
  name: string;
  /** Source modules the page loads on demand (element chunks, locale files), as manifest keys. */
  loads: string[];
  limitKb: number;
  why: string;
}

const element = (name: string) => `widgets/${name}/${name}.module.ts`;
const locale = (language: string, namespace: string) => `locales/${language}/${namespace}.json`;
/** The newsletter form's Formik chunk (Formik, Yup, the schema: its rules): imported on the first focus of the form. */
const SIGNUP_FORMIK = 'widgets/newsletter-signup/signup-formik.tsx';
// Each budget says what it guards and its last measure; how each page grew or shrank, change by change, is in
// docs/benchmark.md ("Size budgets").

/**
 * The composed storefront page's budget.
 * @internal Test seam: a browser test holds that the page loads what this budget counts, no more.
 */
export const COMPOSED_PAGE_BUDGET =
  'server-composed storefront page before interaction (footer and newsletter block as HTML)';

/** @internal Test seam: the tests check every budget says why. */
export const BUDGETS: Budget[] = [
  {
    name: COMPOSED_PAGE_BUDGET,
    loads: ['src/session/session.ts', 'src/http/psdata-early.ts'],
    limitKb: 12.5,
    why: "a visitor who only scrolls a composed page gets the loader, the session renewal's timers and the customer data its footer asks for before React, no React (docs/decisions/0058) and, anonymous, none of the renewal's calls (docs/decisions/0091) nor the HTTP client (docs/decisions/0101, docs/decisions/0107); measured 12.5 KB (12,760 bytes) since the early requests came with the HTTP client's chunk (-383; docs/decisions/0112) and r2wc kept its string transform only (-204; docs/decisions/0113); before, measured 13.0 KB (13,343 bytes; +9 since the map of each chunk's imports names the newsletter service's calls, docs/decisions/0110) since the footer's view rules went to its chunk, the redraw's placement with the redraw, the preview flag with the tracking (-462) and a client's settings with the client (-109; docs/benchmark.md, Size budgets); before, measured 13.6 KB (13,901 bytes), counting since docs/decisions/0107 the customer data's two chunks the page loads (668 bytes; the page loaded 16,227 bytes with the client, the bundler's runtime and the request through the client before), with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -454, -406), the layout by the element's own width (docs/decisions/0095, +128), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +293; the release property and the retry of a chunk that failed, +67)",
  },
  {
    name: 'entry only (no element on the page)',
    loads: [],
    limitKb: 11.0,
    why: "the loader stays small: the entry and the loader chunk it imports (docs/decisions/0111), without the HTTP client (docs/decisions/0101); measured 10.9 KB (11,161 bytes) since the early requests came with the HTTP client's chunk (-379; docs/decisions/0112) and r2wc kept its string transform only (-205; docs/decisions/0113); before, measured 11.5 KB (11,741 bytes; +9 since the map of each chunk's imports names the newsletter service's calls, docs/decisions/0110) since the footer's view rules went to its chunk, the redraw's placement with the redraw, the preview flag with the tracking (-458) and a client's settings with the client (-110; docs/benchmark.md, Size budgets); before, measured 12.0 KB (12,300 bytes), with the GET without the client and the JSON rule in the loader, shared by the customer data and the A/B ping (docs/decisions/0107, +113) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -452, -405), with the layout by the element's own width (docs/decisions/0095, +125), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +297; the release property and the retry of a chunk that failed, +64)",
  },
  {
    name: 'page with <country-switcher> (de-DE)',
    loads: [element('country-switcher'), locale('de-DE', 'country-switcher')],
    limitKb: 101.4,
    why: "React DOM 19, i18next and react-i18next alone are 84.0 KB (docs/decisions/0040); measured 101.3 KB (103,741 bytes) since the early requests came with the HTTP client's chunk (+171; docs/decisions/0112) and r2wc kept its string transform only (-212; docs/decisions/0113); before, measured 101.3 KB (103,778 bytes; +9 since the map of each chunk's imports names the newsletter service's calls, docs/decisions/0110) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking (-468; docs/benchmark.md, Size budgets); before, measured 101.8 KB (104,239 bytes) (docs/decisions/0107, +90) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -460, -406), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +133), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +730; the release property and the retry of a chunk that failed, +69)",
  },
  {
    name: 'page with <newsletter-signup> (de-DE)',
    loads: [element('newsletter-signup'), locale('de-DE', 'newsletter'), locale('de-DE', 'ui')],
    limitKb: 112.3,
    why: "the whole form is in the first view, its rules (Formik, Yup) still wait for the first focus (docs/decisions/0041); measured 112.2 KB (114,931 bytes) since the early requests came with the HTTP client's chunk (-375; docs/decisions/0112) and r2wc kept its string transform only (-214; docs/decisions/0113); before, measured 112.8 KB (115,501 bytes) since the newsletter service's calls and the HTTP client come with the form's rules or the first call (-2,528; docs/decisions/0110); before, measured 115.3 KB (118,039 bytes) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking (-473; docs/benchmark.md, Size budgets); before, measured 115.7 KB (118,512 bytes) (docs/decisions/0107, +96) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -462, -407), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +243), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +604; the release property and the retry of a chunk that failed, +72)",
  },
  {
    name: 'page with <newsletter-signup> (de-DE), after using the form',
    loads: [
      element('newsletter-signup'),
      SIGNUP_FORMIK,
      locale('de-DE', 'newsletter'),
      locale('de-DE', 'ui'),
    ],
    limitKb: 142.3,
    why: "the form chunk (Formik, Yup, the schema) arrives on first focus; measured 142.3 KB (145,680 bytes) since the early requests came with the HTTP client's chunk (+148; docs/decisions/0112) and r2wc kept its string transform only (-208; docs/decisions/0113); before, measured 142.3 KB (145,718 bytes) since the newsletter service's calls are a file of their own, which the form's rules import (+717; docs/decisions/0110); before, measured 141.6 KB (145,012 bytes) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking (-286; docs/benchmark.md, Size budgets); before, measured 141.9 KB (145,298 bytes) (docs/decisions/0107, +98) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -470, -405), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +246), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +748; the release property and the retry of a chunk that failed, +75)",
  },
  {
    name: 'page with <shop-footer> (de-DE)',
    loads: [
      element('shop-footer'),
      locale('de-DE', 'footer'),
      locale('de-DE', 'newsletter'),
      locale('de-DE', 'country-switcher'),
      locale('de-DE', 'ui'),
    ],
    limitKb: 125.3,
    why: "the whole sign-up form in the first view, section boundaries, early requests with their time-out (docs/decisions/0041, docs/decisions/0055); measured 125.2 KB (128,246 bytes) since the early requests came with the HTTP client's chunk (+137; docs/decisions/0112) and r2wc kept its string transform only (-207; docs/decisions/0113); before, measured 125.3 KB (128,297 bytes) since the newsletter service's calls come with the form's rules or the first call (-436; docs/decisions/0110); before, measured 125.7 KB (128,737 bytes) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking, which no longer comes with the footer (-934; docs/benchmark.md, Size budgets); before, measured 126.6 KB (129,671 bytes), with the customer data asked for without the HTTP client (docs/decisions/0107, +65) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -466, -405), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +295), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +784; the release property and the retry of a chunk that failed, +78)",
  },
  {
    name: 'storefront page: CMS newsletter block + footer (de-DE)',
    loads: [
      element('newsletter-signup'),
      element('shop-footer'),
      locale('de-DE', 'footer'),
      locale('de-DE', 'newsletter'),
      locale('de-DE', 'country-switcher'),
      locale('de-DE', 'ui'),
    ],
    limitKb: 126.3,
    why: "the client-rendered storefront page (`?csr`), shared chunks counted once; measured 126.2 KB (129,240 bytes) since the early requests came with the HTTP client's chunk (+137; docs/decisions/0112) and r2wc kept its string transform only (-211; docs/decisions/0113); before, measured 126.3 KB (129,293 bytes) since the newsletter service's calls come with the form's rules or the first call (-436; docs/decisions/0110); before, measured 126.7 KB (129,733 bytes) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking, which no longer comes with the footer (-939; docs/benchmark.md, Size budgets); before, measured 127.6 KB (130,672 bytes), with the customer data asked for without the HTTP client (docs/decisions/0107, +71) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -466, -407), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +408), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +787; the release property and the retry of a chunk that failed, +82)",
  },
  {
    name: 'storefront page (de-DE), after using the newsletter form',
    loads: [
      element('newsletter-signup'),
      element('shop-footer'),
      SIGNUP_FORMIK,
      locale('de-DE', 'footer'),
      locale('de-DE', 'newsletter'),
      locale('de-DE', 'country-switcher'),
      locale('de-DE', 'ui'),
    ],
    limitKb: 153.6,
    why: "the storefront page plus the form chunk; measured 153.6 KB (157,238 bytes) since the early requests came with the HTTP client's chunk (+138; docs/decisions/0112) and r2wc kept its string transform only (-206; docs/decisions/0113); before, measured 153.6 KB (157,282 bytes) since the newsletter service's calls are a file of their own, which the form's rules import (+716; docs/decisions/0110); before, measured 152.9 KB (156,571 bytes) since the footer's view rules went to its chunk, the redraw's placement with the redraw and the preview flag with the tracking, which no longer comes with the footer (-49; docs/benchmark.md, Size budgets); before, measured 152.9 KB (156,620 bytes), with the customer data asked for without the HTTP client (docs/decisions/0107, +70) with the email check in the takeover's chunk and the element class in the loader chunk (docs/decisions/0105, -473, -404), with the HTTP client in a chunk of its own (docs/decisions/0101), the layout by the element's own width (docs/decisions/0095, +408), the watch for server HTML put in after the upgrade (docs/decisions/0100, +103) and the report channel and the timings (docs/decisions/0098, +934; the release property and the retry of a chunk that failed, +84)",
  },
];

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/**
 * The files of `keys` and everything they import statically.
 * @internal Test seam: the rule of what a page loads, tested without a build.
 */
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed or not built?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The files the budget `name` counts in the build in dist/: the scripts a page of its kind downloads.
 * @internal Test seam: what a browser test compares with the scripts a page loaded.
 */
export function budgetFiles(name: string): Set<string> {
  const budget = BUDGETS.find((one) => one.name === name);
  if (!budget) throw new Error(`no size budget is named ${name}`);
  return pageFiles(readManifest(), budget);
}

/** The files a page of `budget`'s kind downloads: the entry and its loads, with all they import statically. */
function pageFiles(manifest: Record<string, ManifestChunk>, budget: Budget): Set<string> {
  return staticClosure(manifest, [ENTRY, ...budget.loads]);
}

/**
 * The most a budget may stand above its page's figure, in bytes: a budget that followed the figure up and was not
 * lowered when the page shrank would let the bytes creep back unseen.
 * @internal Test seam: the tests measure pages at the edge of it.
 */
export const HEADROOM_BYTES = 256;

interface BudgetResult {
  budget: Budget;
  totalKb: number;
  files: number;
  /** Within its budget. */
  ok: boolean;
  /** Its budget at most `HEADROOM_BYTES` above it; else the budget is to be lowered. */
  tight: boolean;
}

/**
 * Measures every budget: the gzip size (KB) of each file comes from `sizeKb`, so tests can pass their own.
 * @internal Test seam: the budget rule, tested without a build.
 */
export function checkBudgets(
  manifest: Record<string, ManifestChunk>,
  budgets: readonly Budget[],
  sizeKb: (file: string) => number,
): BudgetResult[] {
  return budgets.map((budget) => {
    const files = pageFiles(manifest, budget);
    const totalKb = [...files].reduce((sum, file) => sum + sizeKb(file), 0);
    const headroomBytes = (budget.limitKb - totalKb) * 1024;
    return {
      budget,
      totalKb,
      files: files.size,
      ok: totalKb <= budget.limitKb,
      tight: headroomBytes <= HEADROOM_BYTES,
    };
  });
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

/**
 * The `npm run size` step: prints every budget and exits 1 when one is exceeded or stands more than
 * `HEADROOM_BYTES` above its page.
 */
export function main(): void {
  const results = checkBudgets(readManifest(), BUDGETS, gzipKb);
  for (const { budget, totalKb, files, ok, tight } of results) {
    console.log(
      `${ok ? (tight ? 'ok  ' : 'LOOSE') : 'OVER'} ${budget.name}: ${totalKb.toFixed(1)} KB gzip of ${budget.limitKb} KB (${Math.round(totalKb * 1024)} of ${budget.limitKb * 1024} bytes, ${files} files) — ${budget.why}`,
    );
  }
  if (results.some((result) => !result.ok)) {
    console.error(
      'A size budget is exceeded: make the code smaller, or raise the budget knowingly (see this file).',
    );
    process.exit(1);
  }
  if (results.some((result) => !result.tight)) {
    console.error(
      `A page is more than ${HEADROOM_BYTES} bytes under its size budget: lower the budget to the new figure ` +
        '(at most that much above it) and say in its reason what made the page smaller.',
    );
    process.exit(1);
  }
}
