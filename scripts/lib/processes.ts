import { spawn, type ChildProcess } from 'node:child_process';
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
  options: { env?: NodeJS.ProcessEnv; ready: Ready; url: string; timeoutMs?: number; name: string },
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
      resolve({ url: options.url, stop: () => stopChild(child) });
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

/** SIGTERM, and SIGKILL if the process has not exited after `graceMs`; resolves once it has exited. */
function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The demo administration host over real HTTP (mocks/http-server.ts) on a free port. */
export async function startDemoHost(env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  return startProcess(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    name: 'demo host',
    env: { PORT: String(port), ...env },
    ready: 'listening on',
    url: `http://127.0.0.1:${port}`,
  });
}
