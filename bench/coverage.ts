/**
 * `npm run bench:coverage -- [path…]`: how much of the script a page loads runs before the visitor does anything, on
 * the build in dist/ (run `npm run build` first). Each page (by default the composed `/de/` and `/de/?csr`) is loaded
 * in Chromium with V8's coverage on, left until the network is idle and a moment more, and never touched. For every
 * script of ours it prints its gzip size, the minified bytes of the functions that ran, and the gzip size of those
 * functions alone; for the page, the gzip size of all of them as one file: the floor a perfect split of our code by
 * "runs before interaction" would reach, with nothing paid for it (no file, import or export more, the error paths
 * and the other arrival's code left out). For the loader chunk it lists, by source module, the bytes that did not
 * run. Not a benchmark: the figures are bytes, the same on every machine. docs/benchmark.md ("Size budgets") says
 * what it found.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createDemoServer, listen } from '../demo/server.ts';
import { modulePieces } from '../scripts/module-sizes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.ts';
import { ranFunctions } from './ran-functions.ts';

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const number = (value: number) => value.toLocaleString('en');

// `node scripts/run.mjs bench/coverage.ts …`: the arguments after this file's own path.
const args = process.argv.slice(process.argv.findIndex((arg) => arg.endsWith('coverage.ts')) + 1);
const paths = args.length > 0 ? args : ['/de/', '/de/?csr'];

const server = createDemoServer({ testEndpoints: true });
const base = await listen(server, 0);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    const page = await browser.newPage({ baseURL: base, viewport: { width: 1440, height: 900 } });
    await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    const scripts = (await page.coverage.stopJSCoverage()).filter((script) =>
      new URL(script.url).pathname.startsWith('/static/'),
    );
    await page.close();
    let gzip = 0;
    let allRan = '';
    const lines: string[] = [];
    for (const script of scripts) {
      const source = script.source ?? '';
      const ran = ranFunctions(source.length, script.functions);
      let ranText = '';
      for (let at = 0; at < source.length; at++) if (ran[at]) ranText += source[at];
      allRan += ranText;
      gzip += gzipBytes(source);
      const file = new URL(script.url).pathname.replace('/static/', '');
      lines.push(
        `  ${file}: ${number(gzipBytes(source))} gzip; ran ${number(ranText.length)} of ${number(source.length)} ` +
          `bytes, ${number(gzipBytes(ranText))} gzip alone`,
      );
      if (!file.startsWith('chunks/loader-')) continue;
      const notRun = new Map<string, number>();
      for (const { module, from, to } of modulePieces(
        source,
        readFileSync(join(DIST, `${file}.map`), 'utf8'),
        join(DIST, `${file}.map`),
      )) {
        let count = 0;
        for (let at = from; at < to; at++) count += 1 - ran[at]!;
        notRun.set(module, (notRun.get(module) ?? 0) + count);
      }
      const rows = [...notRun].filter(([, bytes]) => bytes >= 100).sort((a, b) => b[1] - a[1]);
      lines.push('    not run, by module (100 bytes or more, minified):');
      for (const [module, bytes] of rows) lines.push(`    ${String(bytes).padStart(7)}  ${module}`);
    }
    console.log(
      `${path}, before any interaction: ${scripts.length} scripts, ${number(gzip)} bytes gzip, each file on ` +
        `its own; the functions that ran, as one file: ${number(gzipBytes(allRan))} gzip`,
    );
    for (const line of lines) console.log(line);
  }
} finally {
  await browser.close();
  server.close();
}
