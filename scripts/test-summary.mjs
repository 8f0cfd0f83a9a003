// Prints one closing line for the whole `npm test` run, from the JSON reports of the unit and browser
// tests: "vitest: N passed, N failed". CI reads it to know that tests ran.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e']) {
  const file = new URL(`../test-results/${name}.json`, import.meta.url);
  if (!existsSync(file)) {
    console.error(`test-results/${name}.json is missing: the ${name} tests did not report.`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log(`vitest: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
