import { execSync } from 'node:child_process';
import type { Server } from 'node:http';
import { createDemoServer, listen } from '../demo/server.ts';

/** Builds dist/ (not with `BENCH_SKIP_BUILD`) and serves the demo on loopback: the server and its base URL. */
export async function buildAndServe(): Promise<{ server: Server; base: string }> {
  // The module runner that runs the benchmark sets NODE_ENV=development; the build must not inherit it.
  if (!process.env.BENCH_SKIP_BUILD)
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const server = createDemoServer({ testEndpoints: true });
  return { server, base: await listen(server, 0) };
}
