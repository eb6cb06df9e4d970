import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../data/accounts';
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

describe('demo host over HTTP: the placeholder of a quiz or flashcards item', () => {
  async function signIn(): Promise<string> {
    const form = new URLSearchParams({
      'pseudonym_session[unique_id]': 'teacher@demo.school',
      'pseudonym_session[password]': DEMO_PASSWORD,
    });
    return ((await (await fetch(`${base}/login/teacher_portal`, { method: 'POST', body: form })).json()) as { token: string }).token;
  }

  /** The html_url the host hands out for the first item of a course's module of that name. */
  async function itemPage(token: string, moduleName: string, lang: string): Promise<string> {
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': lang };
    const modules = (await (await fetch(`${base}/api/v1/courses/12/modules`, { headers })).json()) as { id: number; name: string }[];
    const id = modules.find((m) => m.name === moduleName)!.id;
    const items = (await (await fetch(`${base}/api/v1/courses/12/modules/${id}/items`, { headers })).json()) as { html_url: string }[];
    return items[0]!.html_url;
  }

  it.each([
    ['Quizzes', 'en', '<h1>Warm-up quiz</h1>', 'placeholder for the quiz'],
    ['Flashcard', 'zh-CN', '<h1>Key words</h1>', '演示学校的单词卡占位页'],
  ])('a %s item’s html_url (%s) is a page: its title, kind and a way to close it', async (moduleName, lang, heading, words) => {
    const address = await itemPage(await signIn(), moduleName, lang);
    expect(address.startsWith(`${base}/demo-courseware.html?`)).toBe(true);
    const answer = await fetch(address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toContain(heading);
    expect(html).toContain(words);
    expect(html).toContain('id="close-tab"');
  });

  it.each([
    ['an item that is no quiz or flashcards (a material)', '?course=12&item=120301&lang=en'],
    ['an unknown item', '?course=12&item=999999&lang=en'],
    ['no item', '?course=12'],
  ])('%s is a 404 page', async (_, query) => {
    const answer = await fetch(`${base}/demo-courseware.html${query}`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await answer.text()).toContain('The demo school has no quiz or flashcards at this address.');
  });
});
