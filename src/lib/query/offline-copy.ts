import { dehydrate, type DehydratedState, hashKey, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { KeptPaint } from '@/lib/kept-paint/kept-paint';
import { nextTask } from '@/lib/next-task';
import { seal } from '@/lib/session/token-crypto';
import type { AuthSession } from '@/lib/session/session-types';
import { ANONYMOUS, identityScope } from './identity-scope';
import { type OfflineCopy, readKeptCopy } from './kept-copy';
import { OFFLINE_PREFIX } from './offline-copy-key';
import { OFFLINE_WRITE_DELAY_MS, OFFLINE_WRITE_MAX_WAIT_MS } from './offline-write-timing';

/**
 * The schedule readable offline: answers of queries marked `meta: { offline: true }` (the class list)
 * are kept on this device for the signed-in identity only, sealed like the session, for a day. Nothing
 * else is persisted. Sign-out and switch erase the copy before the cache is cleared, and a write that
 * finishes sealing after the identity changed is dropped, so no late write brings it back.
 */
export { OFFLINE_MAX_AGE_MS, usableCopy } from './kept-copy';
export { OFFLINE_PREFIX } from './offline-copy-key';

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

/** An answer with something in it: an empty list (an administrator not acting as a teacher has no classes) shows nothing. */
const holdsSomething = (data: unknown) => (Array.isArray(data) ? data.length > 0 : data !== undefined);

/**
 * Whether the current identity's last known classes are there to show offline (the copy restored, or an answer
 * of this page's life, kept through later failures): a screen offline may say My courses still shows them.
 */
export const lastKnownKept = (client: QueryClient): boolean =>
  client.getQueryCache().findAll({
    predicate: (query) => query.meta?.offline === true && query.queryKey[0] === identityScope() && holdsSomething(query.state.data),
  }).length > 0;

const keptAnswers = new Set<string>();
/**
 * Whether a query's answer is still the one the copy restored at boot, not yet one from the host in this
 * page's life: a screen says so until the fresh answer replaces it. By query, not by time: a clock held
 * still (or set back) gives the fresh answer the kept one's time.
 */
export const isKeptAnswer = (queryKey: QueryKey): boolean => keptAnswers.has(hashKey(queryKey));

/** Each restored answer stops being the kept one at its query's first success. */
function forgetKeptOnAnswer(client: QueryClient, hashes: readonly string[]): void {
  for (const hash of hashes) keptAnswers.add(hash);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    keptAnswers.delete(event.query.queryHash);
    if (keptAnswers.size === 0) unsubscribe();
  });
}

/** Boot, before the router's first load: the signed-in identity's last known answers, if any. Returns how many. */
export async function restoreOfflineCopy(client: QueryClient, session: AuthSession | null, now: number): Promise<number> {
  const copy = await readKeptCopy(session, now);
  if (!copy) return 0;
  hydrate(client, copy.state);
  forgetKeptOnAnswer(
    client,
    copy.state.queries.map((query) => query.queryHash),
  );
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
 * What is tried, in order, until the storage takes it: everything, with the paint; the cut schedule with
 * the rest (the briefs); the cut schedule alone. When none fits, the copy stored before stays as it was.
 */
const ATTEMPTS = [
  { cut: false, rest: true, paint: true },
  { cut: true, rest: true, paint: false },
  { cut: true, rest: false, paint: false },
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
export function keepOfflineCopy(
  client: QueryClient,
  now: () => number = Date.now,
  /**
   * The screen as drawn now, kept with the copy to be painted before the app next starts (lib/kept-paint): its code
   * may come on demand, and a capture that fails (that code not downloaded) keeps the copy without the paint.
   */
  capture: () => KeptPaint | null | Promise<KeptPaint | null> = () => null,
): () => void {
  let writing = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnwritten: number | null = null;

  async function write(scope: string): Promise<void> {
    const mine = ++writing;
    const savedAt = now();
    const drawn =
      (await Promise.resolve()
        .then(capture)
        .catch(() => null)) ?? undefined;
    // The capture, the sealing and the storing each in a task of their own: together, one long task on a phone.
    await nextTask();
    for (const attempt of ATTEMPTS) {
      const state = copyOf(client, scope, savedAt, attempt);
      const paint = attempt.paint ? drawn : undefined;
      const sealed = await seal(JSON.stringify({ identityId: scope, savedAt, state, paint } satisfies OfflineCopy));
      await nextTask();
      // Asynchronous: a newer write, a stop, a sign-out or a switch may have come meanwhile.
      if (mine !== writing || identityScope() !== scope) return;
      if (!store(scope, sealed)) continue;
      // Read back by the journeys (e2e/kept-paint.spec.ts): the next visit can paint.
      if (paint) performance.mark(KEPT_PAINT_WRITTEN);
      return;
    }
  }

  function schedule(scope: string): void {
    firstUnwritten ??= now();
    clearTimeout(timer);
    const wait = Math.min(OFFLINE_WRITE_DELAY_MS, Math.max(0, firstUnwritten + OFFLINE_WRITE_MAX_WAIT_MS - now()));
    timer = setTimeout(() => {
      firstUnwritten = null;
      // A copy that cannot be sealed or stored is simply not kept: the one before stays.
      if (identityScope() === scope) write(scope).catch(() => undefined);
    }, wait);
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.meta?.offline !== true) return;
    const scope = identityScope();
    if (event.query.queryKey[0] === scope) schedule(scope);
  });
  const rewrite = () => {
    const scope = identityScope();
    if (scope !== ANONYMOUS) schedule(scope);
  };
  rewriteCopy = rewrite;
  return () => {
    clearTimeout(timer);
    writing += 1; // a write still sealing never lands after the stop
    unsubscribe();
    if (rewriteCopy === rewrite) rewriteCopy = null;
  };
}

export const KEPT_PAINT_WRITTEN = 'portal:kept-paint-written';
let rewriteCopy: (() => void) | null = null;
/**
 * A screen that has just become worth painting (lib/kept-paint: fresh and drawn whole) asks for the copy
 * to be written again, as a burst of answers does: the answers may have been kept before it was drawn.
 */
export const requestCopyWrite = (): void => rewriteCopy?.();
