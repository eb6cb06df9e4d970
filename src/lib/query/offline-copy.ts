import { dehydrate, type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { seal, unseal } from '@/lib/session/token-crypto';
import type { AuthSession } from '@/lib/session/session-types';
import { identityScope } from './identity-scope';
import { OFFLINE_WRITE_DELAY_MS, OFFLINE_WRITE_MAX_WAIT_MS } from './offline-write-timing';

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

/**
 * A marked query may say how its answer shrinks to what matters most (the class list: today's and
 * tomorrow's classes), for a device whose storage refuses the whole copy. `meta: { offlineCut }`.
 */
export type OfflineCut = (data: unknown, now: number) => unknown;
const cutOf = (query: Query): OfflineCut | undefined => query.meta?.offlineCut as OfflineCut | undefined;

/**
 * What is tried, in order, until the storage takes it: everything; the cut schedule with the rest (the
 * briefs); the cut schedule alone. When none fits, the copy stored before stays as it was.
 */
const ATTEMPTS = [
  { cut: false, rest: true },
  { cut: true, rest: true },
  { cut: true, rest: false },
] as const;

function copyOf(client: QueryClient, scope: string, now: number, { cut, rest }: (typeof ATTEMPTS)[number]): DehydratedState {
  const cuts = new Map<string, OfflineCut>();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => {
      if (!isOfflineQuery(scope)(query)) return false;
      const shrink = cutOf(query);
      if (shrink && cut) cuts.set(query.queryHash, shrink);
      return rest || shrink !== undefined;
    },
  });
  if (cuts.size === 0) return state;
  const queries = state.queries.map((query) => {
    const shrink = cuts.get(query.queryHash);
    return shrink ? { ...query, state: { ...query.state, data: shrink(query.state.data, now) } } : query;
  });
  return { ...state, queries };
}

/** Stores `sealed` for `scope`, then removes any other copy. False when the storage refused it (the old copy stays). */
function store(scope: string, sealed: string): boolean {
  try {
    localStorage.setItem(OFFLINE_PREFIX + scope, sealed);
  } catch {
    return false;
  }
  for (const key of storedKeys()) if (key !== OFFLINE_PREFIX + scope) localStorage.removeItem(key);
  return true;
}

/**
 * Keeps the copy up to date with the fresh answers of marked queries, one write per burst of answers;
 * returns the stop function. The new copy replaces the old one only once stored: a storage that refuses
 * it (the quota) keeps the old one, and a smaller copy is tried (ATTEMPTS). Nothing is thrown.
 */
export function keepOfflineCopy(client: QueryClient, now: () => number = Date.now): () => void {
  let writing = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnwritten: number | null = null;

  async function write(scope: string): Promise<void> {
    const mine = ++writing;
    const savedAt = now();
    for (const attempt of ATTEMPTS) {
      const state = copyOf(client, scope, savedAt, attempt);
      const sealed = await seal(JSON.stringify({ identityId: scope, savedAt, state } satisfies OfflineCopy));
      // Sealing is asynchronous: a newer write, a stop, a sign-out or a switch may have come meanwhile.
      if (mine !== writing || identityScope() !== scope) return;
      if (store(scope, sealed)) return;
    }
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.offline !== true) return;
    const scope = identityScope();
    if (event.query.queryKey[0] !== scope) return;
    firstUnwritten ??= now();
    clearTimeout(timer);
    const wait = Math.min(OFFLINE_WRITE_DELAY_MS, Math.max(0, firstUnwritten + OFFLINE_WRITE_MAX_WAIT_MS - now()));
    timer = setTimeout(() => {
      firstUnwritten = null;
      // A copy that cannot be sealed or stored is simply not kept: the one before stays.
      if (identityScope() === scope) write(scope).catch(() => undefined);
    }, wait);
  });
  return () => {
    clearTimeout(timer);
    writing += 1; // a write still sealing never lands after the stop
    unsubscribe();
  };
}
