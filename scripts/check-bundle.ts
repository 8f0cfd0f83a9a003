/**
 * Checks the production build for what a size budget cannot see: the entry holds no React, no file uses
 * eval or new Function (the bundle runs under script-src 'self'), every chunk but the entry has a content
 * hash, and nothing of the demo (msw's worker) shipped.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const ENTRY = 'storefront-widgets.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(DIST, path)];
  });
}

const problems: string[] = [];
const all = files(DIST);
const scripts = all.filter((file) => file.endsWith('.js'));

const entry = readFileSync(join(DIST, ENTRY), 'utf8');
for (const marker of ['react.transitional.element', 'react.element', 'createRoot', '__CLIENT_INTERNALS']) {
  if (entry.includes(marker)) problems.push(`${ENTRY} contains React (${marker}); it must stay a loader`);
}
for (const file of scripts) {
  const code = readFileSync(join(DIST, file), 'utf8');
  if (/\beval\s*\(|new Function\s*\(/.test(code)) problems.push(`${file} uses eval or new Function`);
  // A development build (NODE_ENV=development leaking into `vite build`) calls React's development JSX
  // runtime, which the production React in the bundle does not have: every element fails to load.
  if (code.includes('jsxDEV')) problems.push(`${file} was built for development (jsxDEV)`);
  if (file !== ENTRY && !/-[\w-]{8}\.js$/.test(file))
    problems.push(`${file} has no content hash in its name`);
}
if (all.some((file) => file.includes('mockServiceWorker'))) problems.push('msw worker shipped in dist/');
if (!all.includes('custom-elements.json')) problems.push('dist/custom-elements.json is missing');

if (problems.length > 0) {
  console.error(`Bundle check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Bundle check: ${scripts.length} scripts, entry without React, no eval, production JSX, hashed chunks.`,
);
