import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDemoServer, listen } from '../../demo/server.ts';
import { checkAnswer, takeContractProblems } from '../contract/answers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the demo server (with its test endpoints) on a free loopback port for every browser test.
 * SW_DIST_DIR points it at another build (`vite build --outDir …`), so two checkouts' runs cannot clash.
 * Every service answer it gives the browsers is checked against the OpenAPI document, as in the unit tests; the
 * run fails at its end with the list of answers off the contract.
 */
export default async function setup(project: TestProject) {
  const distDir = resolve(process.env.SW_DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'storefront-widgets.js'))) {
    throw new Error(
      `${distDir}/storefront-widgets.js is missing: run \`npm run build\` before the browser tests.`,
    );
  }
  const server = createDemoServer({
    testEndpoints: true,
    distDir,
    onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
  });
  project.provide('baseUrl', await listen(server, 0));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const problems = await takeContractProblems();
    if (problems.length === 0) return;
    // An error thrown here is printed but does not fail the run: the exit code does.
    console.error(
      `The reference backend answered the browsers off the OpenAPI document:\n- ${problems.join('\n- ')}`,
    );
    process.exitCode = 1;
  };
}
