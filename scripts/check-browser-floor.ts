/** `npm run size`: every script of the fresh build in dist/ runs in the oldest browsers (or Node) we support. */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_FLOOR, browserProblems, NODE_FLOOR, nodeProblems } from './browser-floor.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return path.endsWith('.js') ? [relative(ROOT, path)] : [];
  });
}

const all = scripts(DIST);
const server = all.filter((file) => file.startsWith(join('dist', 'server') + '/'));
const browser = all.filter((file) => !server.includes(file));
if (browser.length === 0 || server.length === 0) {
  console.error('Browser floor check: no build in dist/ (run npm run build first).');
  process.exit(1);
}
const problems = [...browserProblems(browser), ...nodeProblems(server)];
if (problems.length > 0) {
  console.error(`Browser floor check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Browser floor check: ${browser.length} browser scripts run in ${BROWSER_FLOOR.join(', ')}; ` +
    `${server.length} server scripts in Node ${NODE_FLOOR}.`,
);
