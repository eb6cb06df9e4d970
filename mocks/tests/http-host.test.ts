import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoHostServer } from '../http-host';

// The demo control over real HTTP, as `npm run demo-host` serves it (a node test: no msw/node in between).
const server = createDemoHostServer();
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const put = (rules: unknown) => fetch(`${base}/__demo/faults`, { method: 'PUT', body: JSON.stringify(rules) });

describe('demo host over HTTP', () => {
  it('refuses an invalid rule set with the reason', async () => {
    const answer = await put([{ kind: 'status', status: 700 }]);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('"status" must be a whole number from 200 to 599');
  });

  it('a respond rule answers a refusal of the contract, with CORS, once', async () => {
    const refusal = { success: 0, error_code: 'SLOT_RESERVED', message: 'The appointment has been reserved' };
    expect((await put([{ kind: 'respond', method: 'DELETE', match: '/appointments/', body: refusal, count: 1 }])).status).toBe(200);
    const headers = { Origin: 'http://127.0.0.1:4173' };
    const refused = await fetch(`${base}/api/v1/alg_teachers/appointments/123`, { method: 'DELETE', headers });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4173');
    expect(await refused.json()).toEqual(refusal);
    // Spent: the host's own answer (no bearer token: 401).
    expect((await fetch(`${base}/api/v1/alg_teachers/appointments/123`, { method: 'DELETE', headers })).status).toBe(401);
  });

  it('logs a request to an endpoint it lacks as unhandled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fetch(`${base}/__demo/log`, { method: 'DELETE' });
    expect((await fetch(`${base}/api/v1/alg_nothing`)).status).toBe(404);
    const log = (await (await fetch(`${base}/__demo/log`)).json()) as { path: string; unhandled?: true }[];
    expect(log).toEqual([expect.objectContaining({ method: 'GET', path: '/api/v1/alg_nothing', unhandled: true })]);
    expect(error).toHaveBeenCalledWith('[demo host] no endpoint for GET /api/v1/alg_nothing');
  });
});
