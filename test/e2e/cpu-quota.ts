import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A slow phone's CPU without a busy core. Chromium slows a page (`Emulation.setCPUThrottlingRate`) by stopping its
 * main thread in a signal handler that spins, for most of each millisecond, whether the page works or waits: a slowed
 * page keeps a core busy, and on a busy machine the core it takes from the other checks makes its own tests slower
 * still. Linux can slow a process without that: a cgroup with a CPU quota (the scheduler's bandwidth control) lets
 * its processes run for `quota` microseconds of each `period`, and they sleep the rest.
 *
 * The browser's page processes (`--type=renderer`), and the zygote that forks new ones, go into a cgroup of the test
 * worker's own; the quota makes them all run at 1/rate of one core. That slows every thread of the page, where
 * Chromium's slowdown slows only its main thread: the page works at most as fast as under Chromium's, never faster.
 * Chromium's slowdown counts in wall-clock time, so a busy machine slowed its page further; the quota, weighted ahead
 * of the machine's other work (`SHARES`), keeps the rate on a busy machine too. It needs cgroup v1's `cpu`
 * controller, writable (root, as CI runs the tests); without it, `cpuQuota` says so and the harness slows the page as
 * Chromium does.
 */

const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
const GROUP_PREFIX = 'storefront-widgets-slow-cpu-';
/** Short, so that a slowed page runs a little in each 10 ms rather than 17 ms of every 100 (the default). */
const PERIOD_US = 10_000;
/**
 * The group's weight against the machine's other processes (1,024 each): ahead of them while it is under its
 * quota, so that a slowed page runs at its rate however busy the machine is, and never faster (the quota).
 */
const SHARES = 16_384;
/** The kernel's smallest quota. */
const MIN_QUOTA_US = 1_000;
/**
 * A process's type (`renderer`, `zygote`, `gpu-process`…) by its command line, which Chromium rewrites: its
 * arguments joined by spaces, not NULs.
 */
const processType = (pid: number) =>
  /[\0 ]--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'latin1'))?.[1];

export interface CpuQuota {
  /** Limits every page process of this worker's browsers to 1/rate of one core, until `lift`. */
  slow(rate: number): void;
  /** Gives the page processes the whole machine again. */
  lift(): void;
}

let quota: CpuQuota | null | undefined;

/** The worker's CPU quota for its browsers' pages, or undefined where this machine offers none (see above). */
export function cpuQuota(): CpuQuota | undefined {
  quota ??= createQuota();
  return quota ?? undefined;
}

function createQuota(): CpuQuota | null {
  const group = join(CPU_CGROUPS, `${GROUP_PREFIX}${process.pid}`);
  // Made again before each slowdown: another run's worker removes an empty group it takes for a left one.
  const prepare = () => {
    mkdirSync(group, { recursive: true });
    writeFileSync(join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(group, 'cpu.shares'), String(SHARES));
  };
  try {
    removeLeftGroups();
    prepare();
  } catch {
    return null;
  }
  const setQuota = (microseconds: number) =>
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(microseconds));
  return {
    slow(rate) {
      prepare();
      for (const pid of pageProcesses()) {
        try {
          writeFileSync(join(group, 'cgroup.procs'), String(pid));
        } catch {
          // Ended meanwhile.
        }
      }
      setQuota(Math.max(MIN_QUOTA_US, Math.round(PERIOD_US / rate)));
    },
    lift() {
      setQuota(-1);
    },
  };
}

/** Removes the groups earlier workers left (a group still holding a process is not removed: it is in use). */
function removeLeftGroups(): void {
  for (const name of readdirSync(CPU_CGROUPS)) {
    if (!name.startsWith(GROUP_PREFIX)) continue;
    try {
      rmdirSync(join(CPU_CGROUPS, name));
    } catch {
      // In use by another run's worker.
    }
  }
}

/**
 * The page processes among this process's descendants (its browsers'), by their command lines, and the zygotes
 * they were forked from: a page process forked later (a page opened, a navigation to another site) starts in the
 * group of its zygote.
 */
function pageProcesses(): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (name) state ppid …: the name may hold spaces and parentheses, so read after its last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const siblings = children.get(parent);
    if (siblings) siblings.push(Number(entry));
    else children.set(parent, [Number(entry)]);
  }
  const found = new Set<number>();
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        if (processType(child) === 'renderer') {
          found.add(child);
          if (processType(pid) === 'zygote') found.add(pid);
        }
      } catch {
        // Ended meanwhile.
      }
      walk(child);
    }
  };
  walk(process.pid);
  return [...found];
}
