import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session/session-store';
import { testSession } from '@/test/session-fixture';
import { until } from '@/test/deferred';
import { scopedKey } from './identity-scope';
import { eraseOfflineCopies, keepOfflineCopy, OFFLINE_MAX_AGE_MS, OFFLINE_PREFIX, restoreOfflineCopy, usableCopy } from './offline-copy';

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
});
