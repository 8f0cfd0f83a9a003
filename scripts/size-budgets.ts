/**
 * Size budgets by page, not by file name: from the build's chunk graph (dist/.vite/manifest.json) it adds up,
 * min + gzip, every script a page with the given elements downloads: the entry, what it imports, each
 * element's chunk with everything that chunk imports, and the page language's locale files. A chunk shared by
 * several elements counts once. Budgets live in BUDGETS below; raise one only in its own commit, with the
 * reason in CHANGELOG.md.
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
/** The newsletter form's rules (Formik, Yup, the schema): imported on the visitor's first focus of the form. */
const SIGNUP_RULES = 'widgets/newsletter-signup/signup-engine.tsx';
// Issue 7's last step added about 1 KB to every page: the newsletter block's height reservation per site and
// width (CLS 0) in the entry, and the prefetch of the footer documents (docs/decisions.md 48).

/** @internal Test seam: the tests check every budget says why. */
export const BUDGETS: Budget[] = [
  {
    name: 'server-composed storefront page before interaction (footer and newsletter block as HTML)',
    loads: ['src/session/renewal.ts'],
    limitKb: 15,
    why: "the fragments issue's bar: a visitor who only scrolls gets the loader, the session renewal and psdata, no React (docs/decisions.md 58); measured 14.2 KB since the map of the locale files left the loader (docs/decisions.md 67), 15.4 KB before (the services setting, country links keeping the page, the preview flag and the form opening on focus had brought it from 14.0 KB over the bar: docs/decisions.md 61, 63, 64, 65)",
  },
  {
    name: 'entry only (no element on the page)',
    loads: [],
    limitKb: 15,
    why: 'issue 2: the loader stays small; 11.3 KB in 2 files since the map of the locale files left the loader (docs/decisions.md 67), 12.6 KB before; 8.4 KB at issue 18 (the loader modules in one chunk)',
  },
  {
    name: 'page with <country-switcher> (de-DE)',
    loads: [element('country-switcher'), locale('de-DE', 'country-switcher')],
    limitKb: 100,
    why: 'measured 99.6 KB with the credential rule and the page middleware in the fetch client (docs/decisions.md 79) and the attribute readings the block builder shares (78); before them, measured 98.9 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 99.4 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the whole form drawn hidden from the start (docs/decisions.md 61) and the country links keeping the page (hreflang alternates, in the loader, docs/decisions.md 63), 97.4 KB at the fragments issue (+2.1 KB: the loader wakes server-rendered elements, the React chunk hydrates them), 95.3 KB at issue 18 (98.9 KB at issue 7): React DOM 19, i18next and react-i18next alone are 84.0 KB (docs/decisions.md 40)',
  },
  {
    name: 'page with <newsletter-signup> (de-DE)',
    loads: [element('newsletter-signup'), locale('de-DE', 'newsletter'), locale('de-DE', 'ui')],
    limitKb: 113.5,
    why: 'measured 113.0 KB with the credential rule and the page middleware in the fetch client (docs/decisions.md 79) and the attribute readings the block builder shares (78); before them, measured 112.4 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 113.0 KB with the password, number and IBAN fields in their own modules (docs/decisions.md 74); before them, 114.2 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the country links keeping the page and the preview flag in the loader (docs/decisions.md 63, 64), 112.2 KB with the native disclosures (the loader closes a server-rendered country list on Escape before React, docs/decisions.md 59), 111.6 KB at the fragments issue, 109.6 KB at issue 18, 117.8 KB at issue 16 before interaction (116.6 KB at issue 7): the whole form is in the first view, its rules (Formik, Yup) still wait for the first focus (docs/decisions.md 41)',
  },
  {
    name: 'page with <newsletter-signup> (de-DE), after using the form',
    loads: [element('newsletter-signup'), SIGNUP_RULES, locale('de-DE', 'newsletter'), locale('de-DE', 'ui')],
    limitKb: 139.5,
    why: 'measured 139.0 KB with the credential rule and the page middleware in the fetch client (docs/decisions.md 79) and the attribute readings the block builder shares (78) and the blank-character and web-address rules of the form names (80); before them, measured 138.3 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 138.9 KB with the password, number and IBAN fields in their own modules (docs/decisions.md 74); before them, 140.2 KB with the form funnel (form_start and form_submit, taken by the form and pushed by its rules, docs/decisions.md 66) and one more file (the map of the locale files, 67); before them, 139.9 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the whole form drawn hidden from the start, the country links keeping the page and the preview flag (docs/decisions.md 61, 63, 64), 138.1 KB with the late prefill filling the form on screen (docs/decisions.md 59), 137.3 KB at the fragments issue, 135.3 KB at issue 18 (145.0 KB at issue 7): the form chunk (Formik, Yup, the schema) arrives on first focus',
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
    limitKb: 124,
    why: 'measured 123.2 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 124.3 KB with the password, number and IBAN fields in their own modules (docs/decisions.md 74); before them, 125.5 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the whole form drawn hidden from the start (docs/decisions.md 61) and the country links keeping the page (docs/decisions.md 63), 123.4 KB at the fragments issue, 121.3 KB at issue 18, 129.0 KB at issue 16 (126.8 KB at issue 7): the whole sign-up form in the first view, section boundaries, early requests with their time-out (docs/decisions.md 41, 55)',
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
    limitKb: 125,
    why: 'measured 124.0 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 124.6 KB with the password, number and IBAN fields in their own modules (docs/decisions.md 74); before them, 125.8 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the whole form drawn hidden from the start (docs/decisions.md 61) and the country links keeping the page (docs/decisions.md 63), 123.6 KB at the fragments issue (client-rendered, `?csr`), 121.5 KB at issue 18 (docs/decisions.md 57), 129.3 KB at issue 16 before interaction (127.1 KB at issue 7, 168.0 KB at issue 6); shared chunks count once',
  },
  {
    name: 'storefront page (de-DE), after using the newsletter form',
    loads: [
      element('newsletter-signup'),
      element('shop-footer'),
      SIGNUP_RULES,
      locale('de-DE', 'footer'),
      locale('de-DE', 'newsletter'),
      locale('de-DE', 'country-switcher'),
      locale('de-DE', 'ui'),
    ],
    limitKb: 150.5,
    why: 'measured 149.9 KB with the credential rule and the page middleware in the fetch client (docs/decisions.md 79) and the attribute readings the block builder shares (78) and the blank-character and web-address rules of the form names (80); before them, measured 149.1 KB with the locale files under one hash of all of them (docs/decisions.md 76); before it, measured 149.7 KB with the password, number and IBAN fields in their own modules (docs/decisions.md 74); before them, 151.0 KB with the form funnel (docs/decisions.md 66) and one more file (the map of the locale files, 67); before them, measured 150.8 KB with the page-wide services setting and the wording of failed calls (docs/decisions.md 65); before it, with the whole form drawn hidden from the start (docs/decisions.md 61) and the country links keeping the page (docs/decisions.md 63), 148.7 KB at the fragments issue, 146.5 KB at issue 18 (155.3 KB at issue 7): the storefront page plus the form chunk',
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

interface BudgetResult {
  budget: Budget;
  totalKb: number;
  files: number;
  ok: boolean;
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
    const files = staticClosure(manifest, [ENTRY, ...budget.loads]);
    const totalKb = [...files].reduce((sum, file) => sum + sizeKb(file), 0);
    return { budget, totalKb, files: files.size, ok: totalKb <= budget.limitKb };
  });
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
}

/** The `npm run size` step: prints every budget and exits 1 when one is exceeded. */
export function main(): void {
  const results = checkBudgets(readManifest(), BUDGETS, gzipKb);
  for (const { budget, totalKb, files, ok } of results) {
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${budget.name}: ${totalKb.toFixed(1)} KB gzip of ${budget.limitKb} KB (${Math.round(totalKb * 1024)} of ${budget.limitKb * 1024} bytes, ${files} files) — ${budget.why}`,
    );
  }
  if (results.some((result) => !result.ok)) {
    console.error(
      'A size budget is exceeded: make the code smaller, or raise the budget knowingly (see this file).',
    );
    process.exit(1);
  }
}
