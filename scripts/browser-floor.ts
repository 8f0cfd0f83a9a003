/**
 * The oldest browsers and Node the built files run in, and the check that holds `dist/` to them.
 *
 * The browser floor is the `browserslist` field of package.json (its one home; the README's "Browser support"
 * says the same, `scripts/browser-floor.test.ts` keeps them equal). The Node floor of `storefront-widgets/server`
 * is `engines.node`. es-check parses every file and looks up each language feature it finds (syntax and built-ins
 * such as `Object.hasOwn`) in its browser-support table, so a build that uses anything newer than the floor fails
 * `npm run size` (docs/decisions/0062).
 */
import { readFileSync } from 'node:fs';
import { runChecks } from 'es-check';

interface PackageJson {
  browserslist: string[];
  engines: { node: string };
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as PackageJson;

/** The browserslist queries of the floor: `chrome >= 93`, … */
export const BROWSER_FLOOR: readonly string[] = pkg.browserslist;

/** `engines.node` (`>=20.19`). */
export const NODE_FLOOR = pkg.engines.node;

/**
 * The ECMAScript edition Node 20 runs completely: ES2023 (`findLast`, hashbang, `Array#toSorted`). Not ES2024:
 * `Object.groupBy` and `Promise.withResolvers` came with Node 21 and 22.
 */
const NODE_20_ECMASCRIPT = 'es2023';

/**
 * Features es-check finds by a method's name alone, which our own code has too. `ArrayPrototypeGroup` is the
 * proposal's `array.group(…)`, shipped by no browser (it became `Object.groupBy`, which is still checked); the
 * footer content reader has a `group(…)` method of its own.
 */
const FALSE_POSITIVES = ['ArrayPrototypeGroup'];

/** One line per file that uses something its floor lacks (`file: Unsupported features detected: …`). */
function run(config: {
  ecmaVersion: string;
  files: string[];
  checkBrowser?: boolean;
  browserslistQuery?: string;
}): string[] {
  const { errors } = runChecks(
    [{ ...config, module: true, checkFeatures: true, ignore: FALSE_POSITIVES.join(',') }],
    {},
  );
  return errors.map(({ file, err }) => `${file}: ${err.message.split('\n')[0]}`);
}

/** ES-module scripts that browsers load: each must run in every browser of the floor. */
export function browserProblems(files: string[], floor: readonly string[] = BROWSER_FLOOR): string[] {
  return run({ ecmaVersion: 'checkBrowser', checkBrowser: true, browserslistQuery: floor.join(', '), files });
}

/** ES modules that Node loads (the server renderer): each must run in Node 20. */
export function nodeProblems(files: string[]): string[] {
  return run({ ecmaVersion: NODE_20_ECMASCRIPT, files });
}
