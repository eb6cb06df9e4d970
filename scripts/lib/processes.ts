import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

type Ready = string | RegExp | (() => Promise<boolean>);

/**
 * Starts a child process and resolves once it is ready: its output contains `ready` (a string or
 * pattern), or the `ready` probe answers true; `stop()` ends that process (by its pid).
 */
export function startProcess(
  command: string,
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    ready: Ready;
    url: string;
    timeoutMs?: number;
    name: string;
    /** stop() also waits for the processes it started (Chromium's helpers), not only for itself. */
    withDescendants?: boolean;
  },
): Promise<Running> {
  const child = spawn(command, args, { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${options.name} did not start in time:\n${output}`)), options.timeoutMs ?? 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      // Keep draining so a chatty child never blocks on a full pipe.
      child.stdout?.resume();
      child.stderr?.resume();
      resolve({ url: options.url, stop: () => stopChild(child, options.withDescendants ?? false) });
    };
    const { ready } = options;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (typeof ready === 'string' ? output.includes(ready) : ready instanceof RegExp && ready.test(output)) done();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    if (typeof ready === 'function') {
      const poll = async () => {
        if (child.exitCode !== null) return;
        if (await ready()) done();
        else setTimeout(() => void poll(), 100);
      };
      void poll();
    }
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`${options.name} exited (${code}) before it was ready:\n${output}`)));
  });
}

const GRACE_MS = 10_000;

/** The processes below `pid` (children, their children...), from Linux's /proc; empty elsewhere. */
export function descendantsOf(pid: number): number[] {
  let parents: Map<number, number>;
  try {
    parents = new Map(
      readdirSync('/proc')
        .filter((name) => /^\d+$/.test(name))
        .flatMap((name) => {
          try {
            // /proc/<pid>/stat: "pid (command) state ppid ...", the command may hold spaces and parentheses.
            const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
            return [[Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])] as const];
          } catch {
            return []; // gone meanwhile
          }
        }),
    );
  } catch {
    return [];
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent || found.includes(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once none of `pids` runs any more; after `graceMs`, SIGKILLs what is left and resolves. */
async function waitForExit(pids: readonly number[], graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}

/**
 * SIGTERM, and SIGKILL if the process has not exited after GRACE_MS; resolves once it has exited
 * (and, withDescendants, once the processes it had started have exited too).
 */
async function stopChild(child: ChildProcess, withDescendants: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const descendants = withDescendants && child.pid !== undefined ? descendantsOf(child.pid) : [];
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    const kill = setTimeout(() => child.kill('SIGKILL'), GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
  await waitForExit(descendants, GRACE_MS);
}

/** The demo administration host over real HTTP (mocks/http-server.ts) on `port`, else a free one. */
export async function startDemoHost(env: NodeJS.ProcessEnv = {}, port?: number): Promise<Running> {
  port ??= await freePort();
  return startProcess(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    name: 'demo host',
    env: { PORT: String(port), ...env },
    ready: 'listening on',
    url: `http://127.0.0.1:${port}`,
  });
}
