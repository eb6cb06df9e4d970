import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { type Handoff, type HandoffStore } from '@/lib/session/refresh-handoff';
import { getSession, onStorageFailure, SESSION_KEY, sessionWritten, setSession } from '@/lib/session/session-store';
import { deferred, until } from '@/test/deferred';
import { testIdentity, testSession } from '@/test/session-fixture';
import { http } from './client';
import { refreshAfter401 } from './refresh';
import { apiRequest, READ_DEADLINE_MS } from './request';
import { onTransportEvent, type TransportEvent } from './transport-events';

/**
 * The identity rule, interleaving by interleaving: whatever a request does after it started
 * (retry, refresh, replay, writing its result) happens as the identity that started it, or not at all.
 */
const PATH = '*/api/v1/test/echo';
const ok = z.object({ ok: z.literal(true) });
const echo = (options = {}) => apiRequest('api/v1/test/echo', ok, options);

let events: TransportEvent[] = [];
let stop = () => {};
beforeEach(() => {
  events = [];
  stop = onTransportEvent((event) => void events.push(event));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/** Tokens the test host accepts, and every bearer token and refresh token it saw. */
function host(valid: string[], refresh: (token: string) => Promise<Response> | Response) {
  const seen = { bearers: [] as (string | null)[], refreshTokens: [] as string[] };
  server.use(
    mock.get(PATH, ({ request }) => {
      const bearer = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
      seen.bearers.push(bearer);
      return bearer && valid.includes(bearer) ? HttpResponse.json({ ok: true }) : HttpResponse.json({}, { status: 401 });
    }),
    mock.post('*/login/teacher_portal/token', async ({ request }) => {
      const token = new URLSearchParams(await request.text()).get('refresh_token') ?? '';
      seen.refreshTokens.push(token);
      return refresh(token);
    }),
  );
  return seen;
}
const rotated = (access: string, refresh: string) => () => HttpResponse.json({ success: 1, token: access, refresh_token: refresh });

describe('a refresh answer that comes late', () => {
  /** A 401, its refresh held by the host until `change` has happened: the request ends as AbortError. */
  async function lateRefreshAfter(change: () => void) {
    setSession(testSession());
    const gate = deferred();
    const seen = host(['fresh', 'teacher-B'], async () => (await gate.promise, rotated('fresh', 'refresh-2')()));
    const pending = echo();
    await until(() => seen.refreshTokens.length === 1);
    change();
    gate.resolve();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.bearers).toEqual(['old']);
  }

  it('401 → slow refresh → sign-out: the request is dropped and nothing reaches storage', async () => {
    await lateRefreshAfter(() => setSession(null));
    await sessionWritten();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY) ?? sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('slow refresh → switch to another teacher: the old identity’s tokens never become the new one’s', async () => {
    await lateRefreshAfter(() =>
      setSession(testSession({ id: 'id-B', accessToken: 'teacher-B', refreshToken: 'teacher-B-refresh', ownIdentity: testIdentity() })),
    );
    expect(getSession()).toMatchObject({ id: 'id-B', accessToken: 'teacher-B', refreshToken: 'teacher-B-refresh' });
  });

  it('a refresh answer for a refresh token that was rotated meanwhile is thrown away', async () => {
    setSession(testSession());
    const gate = deferred();
    const seen = host(['fresh'], async () => (await gate.promise, rotated('late', 'refresh-late')()));
    const pending = echo();
    await until(() => seen.refreshTokens.length === 1);
    // Another tab refreshed first: its tokens arrive while ours is on the way.
    setSession(testSession({ accessToken: 'fresh', refreshToken: 'refresh-2', lastRefreshAt: Date.now() }));
    gate.resolve();
    await expect(pending).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(getSession()).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
  });
});

describe('the administrator’s own identity while acting as a teacher', () => {
  const acting = () =>
    testSession({
      id: 'id-T',
      accessToken: 'teacher',
      refreshToken: 'teacher-refresh',
      ownIdentity: testIdentity({ accessToken: 'admin-old' }),
    });

  it('an admin call’s 401 refreshes the admin’s own tokens only, and is replayed with them', async () => {
    setSession(acting());
    const seen = host(['admin-new', 'teacher'], rotated('admin-new', 'admin-refresh-2'));
    await expect(echo({ identity: 'own' })).resolves.toEqual({ ok: true });
    expect(seen.refreshTokens).toEqual(['admin-refresh']);
    expect(seen.bearers).toEqual(['admin-old', 'admin-new']);
    expect(getSession()).toMatchObject({
      accessToken: 'teacher',
      refreshToken: 'teacher-refresh',
      ownIdentity: { accessToken: 'admin-new', refreshToken: 'admin-refresh-2' },
    });
  });

  it('two identities’ 401s at once: one refresh each, with its own refresh token', async () => {
    setSession(acting());
    const seen = host(['admin-new', 'teacher-new'], (token) =>
      token === 'admin-refresh' ? rotated('admin-new', 'admin-refresh-2')() : rotated('teacher-new', 'teacher-refresh-2')(),
    );
    await Promise.all([echo({ identity: 'own' }), echo(), echo({ identity: 'own' }), echo()]);
    expect(seen.refreshTokens.sort()).toEqual(['admin-refresh', 'teacher-refresh']);
    expect(getSession()).toMatchObject({ accessToken: 'teacher-new', ownIdentity: { accessToken: 'admin-new' } });
  });

  it('over an 8-hour day with tokens expiring every hour, admin calls keep working', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setSession(acting());
    let generation = 0;
    let valid = 'admin-old';
    const seen = host([], () => rotated((valid = `admin-${++generation}`), `admin-refresh-${generation}`)());
    server.use(
      mock.get(PATH, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${valid}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    for (let hour = 1; hour <= 8; hour += 1) {
      vi.setSystemTime(Date.now() + 60 * 60_000);
      valid = 'expired'; // the host's hour is over
      await expect(echo({ identity: 'own' })).resolves.toEqual({ ok: true });
    }
    expect(seen.refreshTokens).toEqual(['admin-refresh', ...Array.from({ length: 7 }, (_, i) => `admin-refresh-${i + 1}`)]);
    expect(events).toEqual([]);
  });
});

describe('retries belong to their identity', () => {
  it('a retry due after a switch is never sent as the new teacher', async () => {
    setSession(testSession({ accessToken: 'A' }));
    const bearers: (string | null)[] = [];
    server.use(
      mock.get(PATH, ({ request }) => (bearers.push(request.headers.get('Authorization')), HttpResponse.json({}, { status: 503 }))),
    );
    const pending = echo();
    await until(() => bearers.length === 1);
    setSession(testSession({ id: 'id-B', accessToken: 'B' }));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the retry delay
    expect(bearers).toEqual(['Bearer A']);
  });

  it('Try again after a lost answer reuses the Idempotency-Key; after an answer a new write gets a new key', async () => {
    setSession(testSession({ accessToken: 'fresh' }));
    const keys: (string | null)[] = [];
    let answer = () => HttpResponse.error();
    server.use(mock.post(PATH, ({ request }) => (keys.push(request.headers.get('Idempotency-Key')), answer())));
    await expect(echo({ method: 'post', json: { a: 1 }, once: true })).rejects.toMatchObject({ kind: 'network' });
    answer = () => HttpResponse.json({ ok: true });
    await echo({ method: 'post', json: { a: 1 } });
    await echo({ method: 'post', json: { a: 1 } });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a hanging host fails to the lost-contact state within the read deadline, retries included (no notice: the screen says it)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setSession(testSession({ accessToken: 'fresh' }));
    server.use(mock.get(PATH, () => new Promise<Response>(() => undefined)));
    const pending = echo();
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS);
    await outcome;
    expect(events).toEqual([]);
  });

  it('a 401 that survives the refresh and the replay signs out instead of saying "lost contact"', async () => {
    setSession(testSession());
    host([], rotated('fresh', 'refresh-2'));
    await expect(echo()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(events).toEqual(['session-expired']);
  });
});

describe('tabs refresh one at a time', () => {
  it('a refresh token another tab already spent is never sent: its result is taken instead', async () => {
    setSession(testSession());
    const seen = host(['fresh'], rotated('never', 'never'));
    const handoffs = new Map<string, Handoff>([
      ['id-A', { sent: 'refresh-1', tokens: { accessToken: 'fresh', refreshToken: 'refresh-2' }, at: Date.now() }],
    ]);
    const store: HandoffStore = {
      read: async (id) => handoffs.get(id) ?? null,
      write: async () => undefined,
      clear: async () => undefined,
    };
    const replay = await refreshAfter401(http, 'id-A', 'old', { now: Date.now, locks: { run: (_id, work) => work() }, handoff: store });
    expect(replay).toBe(true);
    expect(seen.refreshTokens).toEqual([]);
    expect(getSession()).toMatchObject({ accessToken: 'fresh', refreshToken: 'refresh-2' });
  });

  it('the tab that refreshed leaves its result for the next one before letting go of the lock', async () => {
    setSession(testSession());
    host(['fresh'], rotated('fresh', 'refresh-2'));
    const order: string[] = [];
    const store: HandoffStore = {
      read: async () => null,
      write: async (id, h) => void order.push(`write ${id} ${h.sent}`),
      clear: async () => undefined,
    };
    const locks = {
      run: async <T>(_id: string, work: () => Promise<T>) => (order.push('lock'), await work().finally(() => order.push('unlock'))),
    };
    await refreshAfter401(http, 'id-A', 'old', { now: Date.now, locks, handoff: store });
    expect(order).toEqual(['lock', 'write id-A refresh-1', 'unlock']);
  });
});

describe('storage', () => {
  it('a refused write is reported once; later writes still happen and the session goes on in memory', async () => {
    const failures = vi.fn();
    onStorageFailure(failures);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setSession(testSession({ accessToken: 'one' }));
    await sessionWritten();
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setSession(testSession({ accessToken: 'two' }));
    await sessionWritten();
    setSession(testSession({ accessToken: 'three' }));
    await sessionWritten();
    expect(failures).toHaveBeenCalledTimes(1);
    expect(getSession()?.accessToken).toBe('three');
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
  });
});
