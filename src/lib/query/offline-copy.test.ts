import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { until } from '@/test/deferred';
import { scopedKey } from './identity-scope';
import { readKeptCopy } from './kept-copy';
import {
  eraseOfflineCopies,
  isKeptAnswer,
  keepOfflineCopy,
  OFFLINE_MAX_AGE_MS,
  OFFLINE_PREFIX,
  restoreOfflineCopy,
  usableCopy,
} from './offline-copy';
import { OFFLINE_WRITE_DELAY_MS, OFFLINE_WRITE_MAX_WAIT_MS } from './offline-write-timing';

const DAY = OFFLINE_MAX_AGE_MS;
const stored = () => Object.keys(localStorage).filter((key) => key.startsWith(OFFLINE_PREFIX));

afterEach(() => {
  setSession(null);
  eraseOfflineCopies();
});

describe('which stored copy may be shown', () => {
  const copy = (identityId: string, savedAt: number) => ({ identityId, savedAt, state: { mutations: [], queries: [] } });
  it.each([
    ['the same identity, an hour old', copy('id-A', 0), testSession(), 3_600_000, true],
    ['exactly a day old', copy('id-A', 0), testSession(), DAY, true],
    ['older than a day', copy('id-A', 0), testSession(), DAY + 1, false],
    ['saved "in the future" (a clock set back)', copy('id-A', 10), testSession(), 5, false],
    ['another identity (a switch, another sign-in)', copy('id-B', 0), testSession(), 1, false],
    ['nobody signed in', copy('id-A', 0), null, 1, false],
    ['no copy', null, testSession(), 1, false],
  ])('%s', (_name, stored, session, now, usable) => {
    expect(usableCopy(stored, session, now)).toBe(usable);
  });
});

/** A cache with the marked class list answered for the signed-in identity, kept offline. */
async function keptList(client: QueryClient, rooms: unknown[]) {
  const stop = keepOfflineCopy(client, () => 1000);
  await client.fetchQuery({ queryKey: scopedKey('rooms'), queryFn: () => rooms, meta: { offline: true } });
  await client.fetchQuery({ queryKey: scopedKey('students'), queryFn: () => ['not kept'] });
  await until(() => stored().length === 1);
  stop();
}

describe('the copy on the device', () => {
  it('keeps only the marked answer of the signed-in identity, sealed, and brings it back for that identity', async () => {
    setSession(testSession());
    await keptList(new QueryClient(), [{ id: 1, title: 'L1U1L1 Hello' }]);
    expect(stored()).toEqual([`${OFFLINE_PREFIX}id-A`]);
    expect(localStorage.getItem(`${OFFLINE_PREFIX}id-A`)).not.toContain('Hello');

    const fresh = new QueryClient();
    expect(await restoreOfflineCopy(fresh, testSession(), 2000)).toBe(1);
    expect(fresh.getQueryData(['id-A', 'rooms'])).toEqual([{ id: 1, title: 'L1U1L1 Hello' }]);
    expect(fresh.getQueryState(['id-A', 'rooms'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(fresh.getQueryState(['id-A', 'rooms'])?.isInvalidated, 'asked for again at once').toBe(true);
    expect(fresh.getQueryData(['id-A', 'students'])).toBeUndefined();
  });

  it('says which answers came from the restored copy, until the host answers again', async () => {
    setSession(testSession());
    await keptList(new QueryClient(), [{ id: 1 }]);
    const fresh = new QueryClient();
    await restoreOfflineCopy(fresh, testSession(), 2000);
    expect(isKeptAnswer(['id-A', 'rooms'])).toBe(true);
    expect(isKeptAnswer(['id-A', 'students']), 'never kept').toBe(false);
    // Even at the same moment (a clock held still): the host's answer is not the kept one.
    vi.useFakeTimers({ toFake: ['Date'], now: fresh.getQueryState(['id-A', 'rooms'])!.dataUpdatedAt });
    await fresh.fetchQuery({ queryKey: scopedKey('rooms'), queryFn: () => [{ id: 2 }], staleTime: 0 });
    vi.useRealTimers();
    expect(isKeptAnswer(['id-A', 'rooms'])).toBe(false);
  });

  it('is never restored for another identity, and a copy too old is removed', async () => {
    setSession(testSession());
    await keptList(new QueryClient(), [{ id: 1 }]);
    const other = new QueryClient();
    expect(await restoreOfflineCopy(other, testSession({ id: 'id-B' }), 2000)).toBe(0);
    expect(other.getQueryCache().getAll()).toEqual([]);
    expect(await restoreOfflineCopy(new QueryClient(), testSession(), 1000 + DAY + 1)).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('a write still sealing when the identity changes never lands', async () => {
    setSession(testSession());
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    client.setQueryData(scopedKey('rooms'), [{ id: 1 }]);
    await client.fetchQuery({ queryKey: scopedKey('rooms'), queryFn: () => [{ id: 2 }], meta: { offline: true }, staleTime: 0 });
    setSession(null); // signed out while the copy is sealed
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(stored()).toEqual([]);
  });

  it('a write still sealing when the keeper stops never lands (nothing written after the app is gone)', async () => {
    setSession(testSession());
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    await client.fetchQuery({ queryKey: scopedKey('rooms'), queryFn: () => [{ id: 1 }], meta: { offline: true } });
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_WRITE_DELAY_MS)); // the write starts sealing
    stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stored()).toEqual([]);
  });
});

describe('writing the copy: one write a burst, never losing the copy before', () => {
  const rooms = () => scopedKey('rooms');
  /** The schedule, as marked by its feature: a cut keeps rows whose `day` is "today". */
  const schedule = (rows: { id: number; day: string }[]) => ({
    queryKey: rooms(),
    queryFn: () => rows,
    meta: { offline: true, offlineCut: (data: unknown) => (data as { day: string }[]).filter((row) => row.day === 'today') },
    staleTime: 0,
  });
  const brief = (id: number, text: string) => ({ queryKey: scopedKey('student', id), queryFn: () => text, meta: { offline: true } });
  const restored = async () => {
    const fresh = new QueryClient();
    await restoreOfflineCopy(fresh, testSession(), Date.now());
    return fresh;
  };
  /** A storage that refuses any value longer than `limit` characters, as a full quota does. */
  const quota = (limit: number) => {
    const setItem = Storage.prototype.setItem;
    const writes: string[] = [];
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (!key.startsWith(OFFLINE_PREFIX)) return setItem.call(this, key, value);
      writes.push(key);
      if (value.length > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    return { writes, restore: () => spy.mockRestore() };
  };

  beforeEach(() => {
    setSession(testSession());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a burst of answers makes one write, a delay after the last one', async () => {
    const storage = quota(Number.POSITIVE_INFINITY);
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    await client.fetchQuery(schedule([{ id: 1, day: 'today' }]));
    for (let id = 1; id <= 12; id += 1) {
      await client.fetchQuery(brief(id, `brief ${id}`));
      await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS / 4);
    }
    expect(storage.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(storage.writes).toHaveLength(1));
    expect((await restored()).getQueryData(scopedKey('student', 12))).toBe('brief 12');
    stop();
  });

  it('answers that never pause are still written within the longest wait', async () => {
    const storage = quota(Number.POSITIVE_INFINITY);
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    for (let id = 1; id <= 20; id += 1) {
      await client.fetchQuery(brief(id, `brief ${id}`));
      await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS / 2);
    }
    await vi.waitFor(() => expect(storage.writes.length).toBeGreaterThanOrEqual(1));
    expect(storage.writes.length).toBeLessThanOrEqual(Math.ceil((20 * OFFLINE_WRITE_DELAY_MS) / 2 / OFFLINE_WRITE_MAX_WAIT_MS));
    stop();
  });

  it('the quota refuses the new copy: the copy before stays, whole, and nothing is thrown', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    await client.fetchQuery(schedule([{ id: 1, day: 'today' }]));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    const before = localStorage.getItem(`${OFFLINE_PREFIX}id-A`);
    const storage = quota(0); // nothing fits any more
    await client.fetchQuery(schedule([{ id: 2, day: 'today' }]));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(storage.writes.length).toBeGreaterThanOrEqual(3)); // whole, cut with the briefs, cut alone
    expect(localStorage.getItem(`${OFFLINE_PREFIX}id-A`)).toBe(before);
    storage.restore();
    expect((await restored()).getQueryData(rooms())).toEqual([{ id: 1, day: 'today' }]);
    stop();
  });

  it('keeps the screen as drawn at the write, and leaves it out of a cut copy first', async () => {
    const paint = {
      html: `<article>${'x'.repeat(3000)}</article>`,
      styles: [],
      stylesheets: ['./assets/a.css'],
      scheme: 'light',
      lang: 'en',
      mark: 'as of 18:02',
      offlineMark: 'offline, as of 18:02',
    };
    const client = new QueryClient();
    const stop = keepOfflineCopy(client, Date.now, () => paint);
    await client.fetchQuery(schedule([{ id: 1, day: 'today' }]));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    expect((await readKeptCopy(testSession(), Date.now()))?.paint).toEqual(paint);
    const whole = localStorage.getItem(`${OFFLINE_PREFIX}id-A`)!.length;

    localStorage.clear();
    const storage = quota(whole - 100); // room for the answers, not for the paint too
    await client.fetchQuery(schedule([{ id: 1, day: 'today' }]));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    storage.restore();
    const kept = await readKeptCopy(testSession(), Date.now());
    expect(kept?.paint).toBeUndefined();
    expect(kept?.state.queries).toHaveLength(1);
    stop();
  });

  it('a capture that fails (its code not downloaded) keeps the copy, without the paint', async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopy(client, Date.now, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await client.fetchQuery(schedule([{ id: 1, day: 'today' }]));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    const kept = await readKeptCopy(testSession(), Date.now());
    expect(kept?.paint).toBeUndefined();
    expect(kept?.state.queries).toHaveLength(1);
    stop();
  });

  it("a copy too big is cut: today's classes are kept, with the briefs if they fit, else alone", async () => {
    const client = new QueryClient();
    const stop = keepOfflineCopy(client);
    const days = Array.from({ length: 40 }, (_, id) => ({ id, day: id < 3 ? 'today' : 'later' }));
    await client.fetchQuery(schedule(days));
    await client.fetchQuery(brief(1, 'x'.repeat(2000)));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    const whole = localStorage.getItem(`${OFFLINE_PREFIX}id-A`)!.length;
    localStorage.clear();

    // Room for the cut schedule and the brief, not for the whole list.
    let storage = quota(whole - 100);
    await client.fetchQuery(schedule(days));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    storage.restore();
    let kept = await restored();
    expect(kept.getQueryData(rooms())).toEqual(days.slice(0, 3));
    expect(kept.getQueryData(scopedKey('student', 1))).toBe('x'.repeat(2000));

    // Room for the cut schedule only.
    localStorage.clear();
    storage = quota(1500);
    await client.fetchQuery(schedule(days));
    await vi.advanceTimersByTimeAsync(OFFLINE_WRITE_DELAY_MS);
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    storage.restore();
    kept = await restored();
    expect(kept.getQueryData(rooms())).toEqual(days.slice(0, 3));
    expect(kept.getQueryData(scopedKey('student', 1))).toBeUndefined();
    stop();
  });
});
