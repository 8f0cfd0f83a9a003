/**
 * `npm run size`: the package as the registry would get it from the fresh build in dist/.
 * - `npm pack` takes exactly what the build made (every file of dist/ but Vite's chunk graph in dist/.vite/), the
 *   types, the service contract, the elements' JSON Schemas, the changelog, the README with the guides it links
 *   (docs/guides/, docs/security.md) and package.json: nothing stray, nothing missing.
 * - Every `exports` target is packed.
 * - The packed dist/ is exactly the release its manifest (dist/release-manifest.json, packed too) describes: every
 *   file in it with the same bytes, none more or less, for this package's name and version.
 * - dist/server/worker.js (the `worker` condition) is one file importing nothing, no `node:` module above all.
 * - Unpacked alone into an empty node_modules (no React, nothing else beside it), the server renderer imports and
 *   renders, and `storefront-widgets/openapi.yaml` and `storefront-widgets/schemas/shop-footer.json` resolve: dist/ needs no dependency at run time. (The browser
 *   files are proven the same way by the browser tests, which load dist/ with no import map.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportTargets, isPacked, type PackageJson } from './package-files.ts';
import { RELEASE_MANIFEST_FILE, releaseProblems, type ReleaseManifest } from './release-manifest.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(ROOT, path)];
  });
}

const expected = [
  ...files(join(ROOT, 'dist')).filter((file) => !file.startsWith('dist/.vite/')),
  ...readdirSync(join(ROOT, 'types'))
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => `types/${name}`),
  'openapi/storefront-services.yaml',
  ...readdirSync(join(ROOT, 'schemas')).map((name) => `schemas/${name}`),
  ...readdirSync(join(ROOT, 'docs/guides')).map((name) => `docs/guides/${name}`),
  'docs/security.md',
  'CHANGELOG.md',
  'README.md',
  'package.json',
].sort();

const work = mkdtempSync(join(tmpdir(), 'sw-package-'));
const problems: string[] = [];
try {
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [result] = JSON.parse(output) as [{ filename: string; files: { path: string }[] }];
  const packed = result.files.map((file) => file.path).sort();
  for (const file of packed.filter((path) => !expected.includes(path)))
    problems.push(`packed but not expected: ${file}`);
  for (const file of expected.filter((path) => !packed.includes(path)))
    problems.push(`built but not packed: ${file}`);
  for (const target of exportTargets(pkg)) {
    if (!isPacked(target, packed)) problems.push(`exports target not packed: ${target}`);
  }

  // The worker build is for runtimes without Node's modules: it imports none.
  const worker = readFileSync(join(ROOT, 'dist/server/worker.js'), 'utf8');
  if (/\bfrom\s*["']node:|\bimport\s*\(\s*["']node:/.test(worker))
    problems.push('dist/server/worker.js imports a node: module');
  if (/^import\b/m.test(worker))
    problems.push('dist/server/worker.js imports another file: a worker uploads one');

  // The tarball alone in an empty node_modules, and a host module beside it.
  const unpacked = join(work, 'node_modules', pkg.name);
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, result.filename), '-C', unpacked, '--strip-components=1']);
  // What the registry gets is the release the manifest in it describes.
  const packedDist = join(unpacked, 'dist');
  if (!existsSync(join(packedDist, RELEASE_MANIFEST_FILE))) {
    problems.push(`dist/${RELEASE_MANIFEST_FILE} is not packed`);
  } else {
    const release = JSON.parse(
      readFileSync(join(packedDist, RELEASE_MANIFEST_FILE), 'utf8'),
    ) as ReleaseManifest;
    if (release.name !== pkg.name || release.version !== pkg.version)
      problems.push(`${RELEASE_MANIFEST_FILE} is of ${release.name} ${release.version}: build again`);
    problems.push(...releaseProblems(packedDist, release).map((problem) => `packed dist/${problem}`));
  }

  const host = [
    `import { createFragmentHandler, renderElement } from '${pkg.name}/server';`,
    `import { readFileSync } from 'node:fs';`,
    `import { fileURLToPath } from 'node:url';`,
    `const html = renderElement('newsletter-signup', { site: 'DE' }, {});`,
    `const handler = createFragmentHandler({ loadContent: () => undefined, loadPromotion: () => undefined });`,
    `const answer = await handler(new Request('https://shop.example/fragments/newsletter-signup?site=DE'));`,
    `if (answer.status !== 200 || !answer.headers.get('etag')) throw new Error('the fragment handler does not answer');`,
    `if (!html.includes('<template shadowrootmode="open">')) throw new Error('no shadow root rendered');`,
    `const contract = readFileSync(fileURLToPath(import.meta.resolve('${pkg.name}/openapi.yaml')), 'utf8');`,
    `if (!contract.startsWith('openapi: 3.1')) throw new Error('openapi.yaml is not the contract');`,
    `const schema = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('${pkg.name}/schemas/shop-footer.json')), 'utf8'));`,
    `if (schema.title !== '<shop-footer>') throw new Error('schemas/shop-footer.json is not the footer schema');`,
  ].join('\n');
  try {
    execFileSync(process.execPath, ['--input-type=module', '--eval', host], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    problems.push(`the packed package alone fails in Node: ${stderr.split('\n').slice(0, 6).join(' ')}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Package check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Package check: ${expected.length} files packed, exactly the build and its types, contract, schemas and docs; ` +
    'dist/ as its release manifest describes it; ' +
    'the server renderer, the fragment handler, the contract and the schemas work from the tarball alone.',
);
