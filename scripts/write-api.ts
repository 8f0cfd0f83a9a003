/**
 * `npm run api:write`: writes the generated parts of types/storefront-widgets.d.ts, the elements' tables in
 * docs/guides/embedding.md, schemas/ and the event map from widgets/*\/*.api.ts, the published footer content
 * types from the service contract, and the fragments guide's list of what a fragment URL may set from
 * server/fragment-request.ts (scripts/api-files.ts). With `--check` it writes nothing and fails when a file
 * differs (scripts/api-files.test.ts runs the same check in `npm test`).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiFiles, staleApiFiles } from './api-files.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv.includes('--check')) {
  const stale = await staleApiFiles();
  if (stale.length) {
    console.error(stale.join('\n'));
    process.exit(1);
  }
  console.log(
    'The API files are as widgets/*/*.api.ts, the service contract and the fragment URL rules write them.',
  );
} else {
  for (const file of await apiFiles()) {
    if (file.current === file.written) continue;
    writeFileSync(join(ROOT, file.path), file.written);
    console.log(`wrote ${file.path}`);
  }
}
