// `npm pack` (and `npm publish`) runs this first: a package without its build would install and then fail at
// its first import, so packing stops here until `npm run build` has written what `exports` points at.
import { existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const targets = Object.values(pkg.exports)
  .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
  .filter((target) => target.startsWith('./dist/'));
const missing = [...new Set(targets)].filter(
  (target) => !existsSync(new URL(`../${target}`, import.meta.url)),
);
if (missing.length > 0) {
  console.error(`npm pack: the build is missing (${missing.join(', ')}); run \`npm run build\` first.`);
  process.exit(1);
}
