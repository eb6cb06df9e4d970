import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { setLocale } from '@/lib/i18n/locale-store';
import { getSession, setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { connectivity } from '@/lib/network/connectivity';
import { FAILURE_STATUS } from './api-error';
import { createChatClient } from './chat-client';
import { apiRequest } from './request';
import { onTransportEvent, type TransportEvent } from './transport-events';

const PATH = '*/api/v1/test/echo';
const ok = z.object({ ok: z.literal(true) });

const session = testSession;

let events: TransportEvent[] = [];
let stopListening: () => void = () => {};
beforeEach(() => {
  events = [];
  stopListening = onTransportEvent((event) => events.push(event));
  setSession(session());
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
});

/** A host that accepts only the token `fresh`, and counts refreshes. */
function tokenHost(refreshAnswer: () => Response = () => HttpResponse.json({ success: 1, token: 'fresh' })) {
  const seen = { refreshes: 0, requests: 0 };
  server.use(
    mock.get(PATH, ({ request }) => {
      seen.requests += 1;
      return request.headers.get('Authorization') === 'Bearer fresh'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ errors: [] }, { status: 401 });
    }),
    mock.post('*/login/teacher_portal/token', async ({ request }) => {
      seen.refreshes += 1;
      expect(new URLSearchParams(await request.text()).get('refresh_token')).toBe('refresh-1');
      return refreshAnswer();
    }),
  );
  return seen;
}

describe('401 and the token refresh', () => {
  it('ten concurrent 401s share exactly one refresh, then every request is replayed', async () => {
    const seen = tokenHost();
    const answers = await Promise.all(Array.from({ length: 10 }, () => apiRequest('api/v1/test/echo', ok)));
    expect(answers).toHaveLength(10);
    expect(seen.refreshes).toBe(1);
    expect(seen.requests).toBe(20);
    expect(getSession()?.accessToken).toBe('fresh');
  });

  it('within 5 s of the last refresh a 401 is replayed without a new refresh', async () => {
    setSession(session({ accessToken: 'fresh', lastRefreshAt: Date.now() - 2000 }));
    let calls = 0;
    const seen = tokenHost();
    server.use(
      mock.get(PATH, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiRequest('api/v1/test/echo', ok)).resolves.toEqual({ ok: true });
    expect(seen.refreshes).toBe(0);
    expect(calls).toBe(2);
  });

  it('after 5 s a 401 refreshes again', async () => {
    setSession(session({ lastRefreshAt: Date.now() - 5001 }));
    const seen = tokenHost();
    await apiRequest('api/v1/test/echo', ok);
    expect(seen.refreshes).toBe(1);
  });

  it('a refresh answer whose success is not 1 expires the session once', async () => {
    tokenHost(() => HttpResponse.json({ success: 0 }));
    const results = await Promise.allSettled([apiRequest('api/v1/test/echo', ok), apiRequest('api/v1/test/echo', ok)]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as { kind: string }).kind === 'unauthorized')).toBe(true);
    expect(events).toEqual(['session-expired']);
  });

  it('a request is replayed at most once', async () => {
    const seen = tokenHost();
    server.use(mock.get(PATH, () => HttpResponse.json({}, { status: 401 })));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(seen.refreshes).toBe(1);
  });
});

describe('retries and failures', () => {
  it('retries 3 times, 1000 ms apart, then rejects: a gateway’s 503 is the host unavailable, never an answer of it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const times: number[] = [];
    server.use(mock.get(PATH, () => (times.push(Date.now()), HttpResponse.json({}, { status: 503 }))));
    const pending = apiRequest('api/v1/test/echo', ok);
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'network', status: 503 });
    await vi.advanceTimersByTimeAsync(3500);
    await outcome;
    expect(times).toHaveLength(4);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1000, 1000, 1000]);
    expect(events).toEqual([]);
    expect(connectivity.hostReachable()).toBe(false);
  });

  it('503 twice then success: three requests, one key, no error shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const keys: (string | null)[] = [];
    server.use(
      mock.post(PATH, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length < 3 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({ ok: true });
      }),
    );
    const pending = apiRequest('api/v1/test/echo', ok, { method: 'post', json: {} });
    await vi.advanceTimersByTimeAsync(2500);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toEqual([]);
  });

  it.each([
    { case: 'a 502', answer: () => HttpResponse.json({}, { status: 502 }), status: 502 },
    { case: 'a 504', answer: () => HttpResponse.json({}, { status: 504 }), status: 504 },
    { case: 'a 429', answer: () => HttpResponse.json({}, { status: 429 }), status: 429 },
    {
      case: 'a gateway’s HTML error page (520)',
      answer: () => new HttpResponse('<html>Origin is unreachable</html>', { status: 520, headers: { 'Content-Type': 'text/html' } }),
      status: 520,
    },
    { case: 'no answer', answer: () => HttpResponse.error(), status: FAILURE_STATUS },
  ])('the host unavailable, one fault model: $case', async ({ answer, status }) => {
    await connectivity.hostUnreachable(); // known down: no retries, so the case is one request
    let calls = 0;
    server.use(mock.get(PATH, () => (calls++, answer())));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'network', status });
    expect(calls).toBe(1);
    expect(connectivity.hostReachable()).toBe(false);
    expect(events).toEqual([]); // a read's screen says it: no notice, no sign-out, no maintenance alert
    connectivity.hostAnswered();
  });

  it('a 404 page in HTML is the host’s own answer, not an outage', async () => {
    server.use(mock.get(PATH, () => new HttpResponse('<html>Not found</html>', { status: 404, headers: { 'Content-Type': 'text/html' } })));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(connectivity.hostReachable()).toBe(true);
  });

  it.each([
    { case: 'seconds', header: '30', retryAfterMs: 30_000 },
    { case: 'an HTTP date', header: 'Sat, 05 Dec 2026 12:02:00 GMT', retryAfterMs: 120_000 },
  ])(
    'a 503 asking to wait longer than the spec’s delay ($case): not retried; the wait travels with the error',
    async ({ header, retryAfterMs }) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2026-12-05T12:00:00Z') });
      let calls = 0;
      server.use(mock.get(PATH, () => (calls++, HttpResponse.json({}, { status: 503, headers: { 'Retry-After': header } }))));
      await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'network', status: 503, retryAfterMs });
      expect(calls).toBe(1);
      connectivity.hostAnswered();
    },
  );

  it('each host its own state: the chat host’s 503 leaves the school’s host reachable', async () => {
    server.use(mock.get('*/chat-test/echo', () => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '60' } })));
    const chat = createChatClient('http://chat.test/chat-test');
    await expect(apiRequest('echo', ok, { client: chat })).rejects.toMatchObject({ kind: 'network', status: 503 });
    expect([connectivity.hostReachable('chat'), connectivity.hostReachable('school')]).toEqual([false, true]);
    connectivity.hostAnswered('chat');
  });

  it('500: one maintenance event, no retry, status -10000', async () => {
    let calls = 0;
    server.use(mock.get(PATH, () => (calls++, HttpResponse.json({}, { status: 500 }))));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'maintenance', status: FAILURE_STATUS });
    expect(calls).toBe(1);
    expect(events).toEqual(['maintenance']);
  });

  it("network loss: retried, then status -10000; the notice for a write only (a read's screen says it)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    server.use(mock.all(PATH, () => (calls++, HttpResponse.error())));
    const read = apiRequest('api/v1/test/echo', ok);
    const readOutcome = expect(read).rejects.toMatchObject({ kind: 'network', status: FAILURE_STATUS });
    await vi.advanceTimersByTimeAsync(3500);
    await readOutcome;
    expect(calls).toBe(4);
    expect(events).toEqual([]);
    connectivity.hostAnswered(); // the host back in between: the write gets its retries too
    const write = apiRequest('api/v1/test/echo', ok, { method: 'post', json: {} });
    const writeOutcome = expect(write).rejects.toMatchObject({ kind: 'network', status: FAILURE_STATUS });
    await vi.advanceTimersByTimeAsync(3500);
    await writeOutcome;
    expect(calls).toBe(8);
    expect(events).toEqual(['network-lost']);
  });

  it('the host already out of reach: a read fails at once, without the retries (the recovery asks again)', async () => {
    let calls = 0;
    server.use(mock.get(PATH, () => (calls++, HttpResponse.error())));
    await connectivity.hostUnreachable();
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
    server.use(mock.get(PATH, () => HttpResponse.json({ ok: true })));
    await expect(apiRequest('api/v1/test/echo', ok)).resolves.toEqual({ ok: true });
    expect(connectivity.hostReachable()).toBe(true);
  });

  it('network loss on a device judged offline: no retry, at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    connectivity.hostAnswered(); // the verdict reads the flag: offline
    let calls = 0;
    server.use(mock.get(PATH, () => (calls++, HttpResponse.error())));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'network', status: FAILURE_STATUS });
    expect(calls).toBe(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    connectivity.hostAnswered();
    expect(connectivity.isOffline()).toBe(false);
  });

  it.each([
    ['malformed JSON', () => new HttpResponse('{"ok":tr', { headers: { 'Content-Type': 'application/json' } })],
    ['a wrong shape', () => HttpResponse.json({ ok: 'yes' })],
  ])('%s becomes a typed invalid-response error', async (_name, answer) => {
    server.use(mock.get(PATH, answer));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  // The text between depends on whether zod's English texts are loaded (the demo host's classic zod loads them).
  it('a wrong shape names the field and the issue for whoever reads the error', async () => {
    server.use(mock.get(PATH, () => HttpResponse.json({ ok: 'yes' })));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toThrow(
      /^Answer of api\/v1\/test\/echo has an unexpected shape: ok: Invalid input.* \(invalid_value\)$/,
    );
  });

  it.each([400, 403, 404, 422])('a %i refusal is not retried', async (status) => {
    let calls = 0;
    server.use(mock.get(PATH, () => (calls++, HttpResponse.json({}, { status }))));
    await expect(apiRequest('api/v1/test/echo', ok)).rejects.toMatchObject({ kind: 'http', status });
    expect(calls).toBe(1);
  });
});

describe('headers', () => {
  it('sends the bearer token and the UI language; reads never carry an idempotency key', async () => {
    setSession(session({ accessToken: 'fresh' }));
    setLocale('en');
    let headers: Headers | undefined;
    server.use(mock.get(PATH, ({ request }) => ((headers = request.headers), HttpResponse.json({ ok: true }))));
    await apiRequest('api/v1/test/echo', ok);
    expect(headers?.get('Authorization')).toBe('Bearer fresh');
    expect(headers?.get('Accept-Language')).toBe('en');
    expect(headers?.get('Idempotency-Key')).toBeNull();
  });

  it('sends no Authorization header without a session', async () => {
    setSession(null);
    let auth: string | null = 'unset';
    server.use(mock.get(PATH, ({ request }) => ((auth = request.headers.get('Authorization')), HttpResponse.json({ ok: true }))));
    await apiRequest('api/v1/test/echo', ok);
    expect(auth).toBeNull();
  });
});
