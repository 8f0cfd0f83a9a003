import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createDemoServer, listen } from '../../demo/server.ts';
import { checkAnswer, takeContractProblems } from '../contract/answers.ts';

/*
 * Each browser test file has a demo server of its own (with its test endpoints), started by test/e2e/setup.ts in
 * the file's worker: the reference backend's store lives in its process, so files running side by side in other
 * workers never see each other's sign-ups, logins or resets. Every service answer it gives the browsers is checked
 * against the OpenAPI document, as in the unit tests; the file fails at its end with the answers off the contract.
 */

let server: Server | undefined;
let baseUrl: string | undefined;

/** The demo server's origin for this file, e.g. `http://127.0.0.1:41234`. */
export function demoBaseUrl(): string {
  if (!baseUrl)
    throw new Error('The demo server is not running: test/e2e/setup.ts starts it for every file.');
  return baseUrl;
}

/** Starts the file's demo server on a free loopback port; SW_DIST_DIR points it at another build. */
export async function startDemoServer(): Promise<void> {
  server = createDemoServer({
    testEndpoints: true,
    distDir: resolve(process.env.SW_DIST_DIR ?? 'dist'),
    onServiceAnswer: (request, response) => checkAnswer(request.method, request.url, response),
  });
  // Idle connections stay open until the file ends (closeAllConnections below): with Node's 5 s default, a test's
  // own request (`page.request`, which does not retry) could go out on a connection the server was closing at that
  // moment, and fail with ECONNRESET.
  server.keepAliveTimeout = 0;
  baseUrl = await listen(server, 0);
}

/** Stops it, and fails the file if the reference backend answered the browsers off the OpenAPI document. */
export async function stopDemoServer(): Promise<void> {
  const running = server;
  server = baseUrl = undefined;
  if (running) {
    running.closeAllConnections();
    await new Promise<void>((done) => running.close(() => done()));
  }
  const problems = await takeContractProblems();
  if (problems.length > 0) {
    throw new Error(
      `The reference backend answered the browsers off the OpenAPI document:\n- ${problems.join('\n- ')}`,
    );
  }
}
