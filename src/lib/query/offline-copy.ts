import { dehydrate, type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { seal, unseal } from '@/lib/session/token-crypto';
import type { AuthSession } from '@/lib/session/session-types';
import { identityScope } from './identity-scope';

/**
 * The schedule readable offline: answers of queries marked `meta: { offline: true }` (the class list)
 * are kept on this device for the signed-in identity only, sealed like the session, for a day. Nothing
 * else is persisted. Sign-out and switch erase the copy before the cache is cleared, and a write that
 * finishes sealing after the identity changed is dropped, so no late write brings it back.
 */
export const OFFLINE_PREFIX = 'tp.offline:';
export const OFFLINE_MAX_AGE_MS = 24 * 60 * 60_000;

interface OfflineCopy {
  identityId: string;
  savedAt: number;
  state: DehydratedState;
}

const isOfflineQuery = (scope: string) => (query: Query) =>
  query.meta?.offline === true && query.queryKey[0] === scope && query.state.status === 'success';

/** The stored copies, by storage key (one identity's at a time). */
const storedKeys = (): string[] => {
  try {
    return Object.keys(localStorage).filter((key) => key.startsWith(OFFLINE_PREFIX));
  } catch {
    return [];
  }
};

export function eraseOfflineCopies(): void {
  for (const key of storedKeys()) localStorage.removeItem(key);
}

/** Whether a stored copy may be shown: the same identity, and not older than a day. */
export function usableCopy(copy: OfflineCopy | null, session: AuthSession | null, now: number): copy is OfflineCopy {
  return !!copy && !!session && copy.identityId === session.id && now - copy.savedAt >= 0 && now - copy.savedAt <= OFFLINE_MAX_AGE_MS;
}

/** Boot, before the router's first load: the signed-in identity's last known answers, if any. Returns how many. */
export async function restoreOfflineCopy(client: QueryClient, session: AuthSession | null, now: number): Promise<number> {
  if (!session) return 0;
  const key = OFFLINE_PREFIX + session.id;
  const sealed = localStorage.getItem(key);
  const plain = sealed ? await unseal(sealed) : null;
  let copy: OfflineCopy | null;
  try {
    copy = plain ? (JSON.parse(plain) as OfflineCopy) : null;
  } catch {
    copy = null;
  }
  if (!usableCopy(copy, session, now)) {
    if (sealed) localStorage.removeItem(key);
    return 0;
  }
  hydrate(client, copy.state);
  // Shown at once, but a page load always asks the host again: a reload means "the latest, please".
  void client.invalidateQueries({ predicate: (query) => query.meta?.offline === true, refetchType: 'none' });
  return copy.state.queries.length;
}

/** Keeps the copy up to date with every fresh answer of a marked query; returns the stop function. */
export function keepOfflineCopy(client: QueryClient, now: () => number = Date.now): () => void {
  let writing = 0;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.offline !== true) return;
    const scope = identityScope();
    if (event.query.queryKey[0] !== scope) return;
    const mine = ++writing;
    const state = dehydrate(client, { shouldDehydrateQuery: isOfflineQuery(scope) });
    void seal(JSON.stringify({ identityId: scope, savedAt: now(), state } satisfies OfflineCopy))
      .then((sealed) => {
        // Sealing is asynchronous: a newer write, a sign-out or a switch may have come meanwhile.
        if (mine !== writing || identityScope() !== scope) return;
        eraseOfflineCopies();
        localStorage.setItem(OFFLINE_PREFIX + scope, sealed);
      })
      .catch(() => undefined); // storage refused: the schedule is simply not kept offline
  });
}
