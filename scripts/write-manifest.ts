import { writeFileSync } from 'node:fs';
import { buildManifest } from './manifest.ts';

// `npm run build` step: dist/custom-elements.json beside the bundle.
const manifest = buildManifest();
writeFileSync(
  new URL('../dist/custom-elements.json', import.meta.url),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
const tags = manifest.modules.flatMap((module) =>
  module.declarations.map((declaration) => declaration.tagName),
);
console.log(`dist/custom-elements.json: ${tags.join(', ')}`);
