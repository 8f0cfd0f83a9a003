import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Servers the browser tests start beside the demo server: nginx, Varnish, Vite's dev and preview servers. */

/** Debian's nginx (.ci/run installs it). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Fails with what to install when there is no nginx. */
export function requireNginx(): void {
  if (!existsSync(NGINX))
    throw new Error(`No nginx at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH).`);
}

/** Debian's Varnish (.ci/run installs it). */
const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';

/** Fails with what to install when there is no varnishd. */
export function requireVarnish(): void {
  if (!existsSync(VARNISHD))
    throw new Error(`No varnishd at ${VARNISHD}: apt-get install -y varnish (or set VARNISHD_PATH).`);
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

/** Whether a process with this id is still there. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface RunningVarnish {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** Ends varnishd (by the id it wrote) and waits until it is gone. */
  stop: () => Promise<void>;
}

/**
 * Starts varnishd on `port` with the VCL file `vcl` (an absolute path) and `workdir` as its private working
 * folder (`-n`), and waits until it answers. varnishd puts itself in the background: it is stopped by the process
 * id it writes into `workdir`, never by name. As root, its compiler and worker run as another user: `vcl` and
 * `workdir` must be readable by everyone.
 */
export async function startVarnish({
  vcl,
  port,
  workdir,
  timeoutMs = 30_000,
}: {
  vcl: string;
  port: number;
  workdir: string;
  timeoutMs?: number;
}): Promise<RunningVarnish> {
  const pidFile = join(workdir, 'varnishd.pid');
  const args = ['-a', `127.0.0.1:${port}`, '-f', vcl, '-n', workdir, '-s', 'malloc,64m', '-P', pidFile];
  try {
    await promisify(execFile)(VARNISHD, args, { timeout: timeoutMs });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`varnishd did not start: ${stdout}${stderr}`, { cause: error });
  }
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const stop = async () => {
    if (alive(pid)) process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${origin}/`))) {
    if (Date.now() > deadline || !alive(pid)) {
      await stop();
      throw new Error(`varnishd did not answer on ${origin}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin, stop };
}
