import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createDemoServer, listen } from '../../demo/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the demo server (with its test endpoints) on a free loopback port for every browser test. */
export default async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/storefront-widgets.js', import.meta.url))) {
    throw new Error('dist/storefront-widgets.js is missing: run `npm run build` before the browser tests.');
  }
  const server = createDemoServer({ testEndpoints: true });
  project.provide('baseUrl', await listen(server, 0));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
