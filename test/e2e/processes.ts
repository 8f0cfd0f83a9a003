import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Servers the browser tests start beside the demo server: nginx, Vite's dev and preview servers. */

/** Debian's nginx (.ci/run installs it). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Fails with what to install when there is no nginx. */
export function requireNginx(): void {
  if (!existsSync(NGINX))
    throw new Error(`No nginx at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH).`);
}

/** A loopback port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status > 0;
  } catch {
    return false;
  }
}

export interface Running {
  process: ChildProcess;
  /** Everything the process printed. */
  output: () => string;
}

/**
 * Starts a long-running command and waits until `readyUrl` answers; throws with what it printed when it exits or
 * takes longer than `timeoutMs`. The caller stops it.
 */
export async function startServer(
  command: string,
  args: string[],
  {
    readyUrl,
    cwd,
    env = process.env,
    timeoutMs = 30_000,
  }: {
    readyUrl: string;
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
  },
): Promise<Running> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(readyUrl))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`${command} did not start: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { process: child, output: () => output };
}
