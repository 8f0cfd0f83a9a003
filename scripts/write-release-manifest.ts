import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackageJson } from './package-files.ts';
import { buildReleaseManifest, RELEASE_MANIFEST_FILE } from './release-manifest.ts';

// `npm run build`'s last step: dist/release-manifest.json, every file the steps before it wrote into dist/ (or into
// SW_DIST_DIR, as the other steps) with its size, SHA-256 and Subresource Integrity value.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(ROOT, process.env.SW_DIST_DIR ?? 'dist');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
// The entry as package.json's `main` names it (`./dist/storefront-widgets.js`), relative to dist/.
const entry = (pkg.main ?? '').replace(/^(\.\/)?dist\//, '');
const manifest = buildReleaseManifest(distDir, { name: pkg.name, version: pkg.version, entry });
writeFileSync(join(distDir, RELEASE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${join(distDir, RELEASE_MANIFEST_FILE)}: ${Object.keys(manifest.files).length} files; ` +
    `${entry} ${manifest.files[entry]!.integrity}`,
);
