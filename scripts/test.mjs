// `npm test`: every check, two side by side where one leaves a core idle. The build comes first (the size checks
// and the browser tests read dist/). The browser files that slow the CPU down (test/e2e/throttled.ts) run next,
// one page at a time and with no other browser, and the checks that take one core each run beside them (lint, the
// documents' references, knip and the cycle check, types, format, size), as do the build tooling's tests and the
// unit files that run alone, one at a time. A slowed page runs under a CPU quota and keeps no core busy while it
// waits (test/e2e/cpu-quota.ts; docs/decisions/0108 tried other orders since). The unit tests, then the other
// browser files (Chromium's, and the journeys in Chromium, Firefox and WebKit in the same workers), follow the
// slowed files in their lane and keep every core busy; the one-core checks end beside the unit tests. A step's
// output is printed whole when the step ends, so the lines of two steps never mix. The run ends with each step's
// time, the browser tests run per engine, and one closing line from the JSON reports in test-results/, "vitest: N
// passed, N failed", which CI reads to know that tests ran.
//
// `node scripts/test.mjs check` is `npm run check`, the loop to run while working: the unit tests, with lint, the
// documents' references and types beside them.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** A step: its name, the npm script it runs and the arguments it adds, the JSON report its tests write. */
const step = (name, script = name, args = [], report) => ({ name, script, args, report });
/** A Vitest run of `projects` through the npm script `script` (with `args`), writing its JSON report as `report`. */
const vitest = (name, script, projects, report, args = []) =>
  step(
    name,
    script,
    [
      ...projects.flatMap((project) => ['--project', project]),
      ...args,
      `--outputFile.json=test-results/${report}.json`,
    ],
    report,
  );
const unit = vitest('test:unit', 'test:unit', ['unit'], 'unit');
// The build tooling's tests read files and spawn tools, no page: beside the throttled browser files. So do the unit
// files that each run alone (`unit-isolated`), one at a time: with the one-core checks, they take the core the
// slowed page leaves.
const tooling = vitest('test:tooling', 'test:unit', ['tooling'], 'tooling');
const unitIsolated = vitest('test:unit-isolated', 'test:unit', ['unit-isolated'], 'unit-isolated', [
  '--maxWorkers=1',
]);
/** A Vitest run of browser test projects (test/e2e/vitest.e2e.config.ts). */
const browserProjects = (name, projects, report) => vitest(name, 'test:e2e', projects, report);

/** Stages in order; a stage's lanes run side by side, a lane's steps one after the other. */
const RUNS = {
  test: [
    [[step('build')]],
    [
      // The unit tests start once the slowed browser files are done, the other browser files once the unit tests
      // are (the Chromium files and the journeys in three engines share their workers): each keeps every core busy,
      // and the one-core checks beside them end meanwhile. Waiting for the checks to end as well left a core idle
      // for half a minute.
      [
        browserProjects('browser-throttled', ['browser-throttled'], 'e2e-throttled'),
        unit,
        browserProjects('browser', ['browser', 'browser-engines'], 'e2e'),
      ],
      ['lint', 'references', 'modules', 'typecheck', 'size'].map((name) => step(name)),
      [tooling, unitIsolated, step('format:check')],
    ],
  ],
  // Every unit project in one Vitest run: the quickest for the loop, with lint, references and types beside it.
  check: [
    [[vitest('test:unit', 'test:unit', [], 'unit')], [step('lint'), step('references'), step('typecheck')]],
  ],
};

const run = process.argv[2] ?? 'test';
const stages = RUNS[run];
if (!stages) {
  console.error(`usage: node scripts/test.mjs [${Object.keys(RUNS).join('|')}]`);
  process.exit(2);
}

const reports = stages.flat(2).flatMap(({ report }) => (report ? [report] : []));
const reportFile = (name) => new URL(`../test-results/${name}.json`, import.meta.url);
// A report left by an earlier run never stands in for this one's.
for (const name of reports) rmSync(reportFile(name), { force: true });

const times = [];

/** Runs the step, its output held until it ends; resolves whether it passed. */
function runStep({ name, script, args }) {
  const started = performance.now();
  console.log(`▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The tools see a pipe, not a terminal: keep their colours when this run has a terminal.
      env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const passed = code === 0;
      times.push({ name, seconds, passed });
      const verdict = passed ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n── ${name}: ${verdict} in ${seconds.toFixed(1)} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

async function lane(steps) {
  for (const one of steps) if (!(await runStep(one))) return false;
  return true;
}

const started = performance.now();
let passed = true;
for (const stage of stages) {
  // The other lanes of a stage finish (their findings are worth having); a later stage starts only after a clean one.
  if ((await Promise.all(stage.map(lane))).includes(false)) {
    passed = false;
    break;
  }
}

console.log(`\nnpm ${run === 'test' ? 'test' : `run ${run}`}, step by step (side by side within a stage):`);
for (const { name, seconds, passed: ok } of times)
  console.log(`  ${name.padEnd(17)} ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`);
console.log(`  ${'in all'.padEnd(17)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
if (!passed) process.exit(1);
if (run === 'test') closingLine();

/**
 * The browser tests run per engine, then "vitest: N passed, N failed" over the run's reports; fails the run when one
 * is missing or a test failed.
 */
function closingLine() {
  let passedTests = 0;
  let failedTests = 0;
  const perEngine = { Chromium: 0, Firefox: 0, WebKit: 0 };
  for (const name of reports) {
    const file = reportFile(name);
    if (!existsSync(file)) {
      console.error(`test-results/${name}.json is missing: those tests did not report.`);
      process.exit(1);
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passedTests += report.numPassedTests;
    failedTests += report.numFailedTests;
    if (name.startsWith('e2e'))
      for (const { name: path, assertionResults } of report.testResults)
        perEngine[engineOf(path)] += assertionResults.filter(({ status }) => status !== 'skipped').length;
  }
  console.log(
    `browser tests per engine: ${Object.entries(perEngine)
      .map(([engine, count]) => `${engine} ${count}`)
      .join(', ')}`,
  );
  console.log(`vitest: ${passedTests} passed, ${failedTests} failed`);
  process.exit(failedTests > 0 ? 1 : 0);
}

/** The engine a browser test file drives: test/engines/<engine>.engines.ts, or Chromium (test/e2e/). */
function engineOf(path) {
  const engine = /[\\/]engines[\\/](\w+)\.engines\.ts$/.exec(path)?.[1];
  return { firefox: 'Firefox', webkit: 'WebKit' }[engine] ?? 'Chromium';
}
