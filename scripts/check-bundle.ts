/** `npm run size`: the rules of scripts/bundle-rules.ts against the fresh build in dist/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_APIS } from '../widgets/apis.ts';
import { bundleProblems } from './bundle-rules.ts';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(DIST, path)];
  });
}

const all = files(DIST);
// Every text the elements' API modules hold: none may reach a browser script.
const apiTexts = ELEMENT_APIS.flatMap(({ api }) => [
  api.summary,
  api.description,
  api.lang,
  ...Object.values(api.attributes as Record<string, { description: string }>).map((doc) => doc.description),
  ...Object.values(api.events).map((event) => event.description),
  ...Object.values(api.cssParts),
  ...Object.values(api.cssProperties).map((property) => property.description),
]);
const problems = bundleProblems(all, (file) => readFileSync(join(DIST, file), 'utf8'), apiTexts);
if (problems.length > 0) {
  console.error(`Bundle check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Bundle check: ${all.filter((file) => file.endsWith('.js')).length} scripts, entry without React, no eval, ` +
    'production JSX, minified, hashed chunks, no text of the API modules.',
);
