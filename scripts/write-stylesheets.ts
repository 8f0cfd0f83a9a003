import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as ServerRenderer from '../server/index.ts';

// `npm run build` step: the stylesheet of each server-rendered element, under the hashed name the server
// renderer links to (dist/assets/{tag}-{hash}.css). Read from the built renderer, so the file and the link
// come from one function.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(ROOT, process.env.SW_DIST_DIR ?? 'dist');
const server = (await import(
  /* @vite-ignore */ pathToFileURL(join(distDir, 'server/index.js')).href
)) as typeof ServerRenderer;
for (const tag of server.SERVER_TAGS) {
  const { file, css } = server.elementStylesheet(tag);
  mkdirSync(dirname(join(distDir, file)), { recursive: true });
  writeFileSync(join(distDir, file), css);
  console.log(`${join(distDir, file)}: ${(css.length / 1024).toFixed(1)} KB`);
}
