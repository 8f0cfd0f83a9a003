import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildManifest } from './manifest.ts';

// `npm run build` step: custom-elements.json beside the bundle, in dist/ or in SW_DIST_DIR (the directory of a
// private `vite build --outDir …`, the same variable the browser tests read).
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(ROOT, process.env.SW_DIST_DIR ?? 'dist');
const manifest = buildManifest();
mkdirSync(distDir, { recursive: true });
writeFileSync(join(distDir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const tags = manifest.modules.flatMap((module) =>
  module.declarations.map((declaration) => declaration.tagName),
);
console.log(`${join(distDir, 'custom-elements.json')}: ${tags.join(', ')}`);
