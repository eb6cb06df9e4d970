import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../data/accounts';

/**
 * `npm run demo-host` keeps its data and sessions in its state file: QA can stop the host and start it
 * again (an outage rehearsed) and every page is still signed in. A real process, over real HTTP.
 */
const dir = mkdtempSync(join(tmpdir(), 'demo-host-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function start(port: number, state?: string): Promise<ChildProcess> {
  const args = ['--import', 'tsx', 'mocks/http-server.ts', ...(state ? ['--state', state] : [])];
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening on') && resolve());
    child.once('exit', (code) => reject(new Error(`the demo host exited (${code})`)));
  });
  return child;
}
const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')));

async function signIn(base: string): Promise<string> {
  const body = new URLSearchParams({
    'pseudonym_session[unique_id]': 'teacher@demo.school',
    'pseudonym_session[password]': DEMO_PASSWORD,
    'pseudonym_session[remember_me]': '1',
  });
  const answer = (await (await fetch(`${base}/login/teacher_portal`, { method: 'POST', body })).json()) as {
    success: number;
    token: string;
  };
  expect(answer.success).toBe(1);
  return answer.token;
}
const rooms = (base: string, token: string) => fetch(`${base}/api/v1/alg_classes/rooms`, { headers: { Authorization: `Bearer ${token}` } });

describe('the HTTP demo host across a restart', () => {
  it.each([
    { case: 'with its state file (npm run demo-host): still signed in', state: 'state.json', status: 200 },
    { case: 'without one (the journeys’ hosts): a fresh host knows no session', state: undefined, status: 401 },
  ])('$case', { timeout: 60_000 }, async ({ state, status }) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const file = state && join(dir, state);
    let host = await start(port, file);
    const token = await signIn(base);
    expect((await rooms(base, token)).status).toBe(200);
    await stop(host);
    host = await start(port, file);
    try {
      expect((await rooms(base, token)).status).toBe(status);
    } finally {
      await stop(host);
    }
  });
});
