import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDemoServer, listen } from '../../demo/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the demo server (with its test endpoints) on a free loopback port for every browser test.
 * SW_DIST_DIR points it at another build (`vite build --outDir …`), so two checkouts' runs cannot clash.
 */
export default async function setup(project: TestProject) {
  const distDir = resolve(process.env.SW_DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'storefront-widgets.js'))) {
    throw new Error(
      `${distDir}/storefront-widgets.js is missing: run \`npm run build\` before the browser tests.`,
    );
  }
  const server = createDemoServer({ testEndpoints: true, distDir });
  project.provide('baseUrl', await listen(server, 0));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
