import type { Query, QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { connectivity as defaultConnectivity, type ConnectivityStore, type HostOrigin } from '@/lib/network/connectivity';
import { createRecoveryPolicy, type Next } from '@/lib/network/recovery-policy';
import { identityScope } from './identity-scope';

/** The meta of a query that asks the chat host, not the school's: each host is asked again on its own. */
export const CHAT_HOST_META = { origin: 'chat' } as const;
const originOfQuery = (query: Query): HostOrigin => (query.meta?.origin === 'chat' ? 'chat' : 'school');
const ORIGINS: readonly HostOrigin[] = ['school', 'chat'];

/** A read of the current identity that failed because its host was unavailable. */
const failedByNetwork = (scope: string, origin?: HostOrigin) => (query: Query) =>
  query.queryKey[0] === scope &&
  (origin === undefined || originOfQuery(query) === origin) &&
  query.state.status === 'error' &&
  isApiError(query.state.error) &&
  query.state.error.kind === 'network';

/**
 * The host a read's failure could not reach, when that host has answered since (the device online): a failure
 * marks its host unreachable first, so reachable now means the return came after it. Null otherwise.
 */
export function hostBackSince(error: unknown, connectivity: ConnectivityStore = defaultConnectivity): HostOrigin | null {
  if (!isApiError(error) || error.kind !== 'network' || !error.origin) return null;
  return connectivity.hostReachable(error.origin) && !connectivity.isOffline() ? error.origin : null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * What is not a query of the cache and shows a failed or offline state (a route's error screen) asks
 * again through this: called when the host or the device is back.
 */
export function onRecovery(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one recovery rule (docs/decisions/http-and-identity.md "The host is unavailable: one fault model"):
 * connectivity -> query client -> screens, for each host on its own.
 * - The host answers again after being unavailable: every failed read of it on screen is asked again, and
 *   the route error screens are told (`onRecovery`), so no screen waits for Try again.
 * - Meanwhile the newest failed read of that host is asked again past the cache (the screen keeps its
 *   state), when lib/network/recovery-policy.ts says: backing off with full jitter from 1 s to 30 s, a
 *   `Retry-After` honoured, nothing while the page is hidden or the device offline. That ask is what finds
 *   the host back. Nothing failed: nothing is asked.
 * - The device judged back online, or the page shown again: that ask is made at once.
 * TanStack's own retry is not used for this: it holds a query in fetching while it waits (the screen
 * would not say the host is down), and retries each query on its own (a request per screen per step).
 * Returns the stop function.
 */
export function startRecovery(
  client: QueryClient,
  connectivity: ConnectivityStore = defaultConnectivity,
  page: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> = document,
  random: () => number = Math.random,
): () => void {
  const hosts = ORIGINS.map((origin) => recoverHost(origin));

  function recoverHost(origin: HostOrigin) {
    const policy = createRecoveryPolicy({ random, visible: !page.hidden, online: !connectivity.isOffline() });
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The read being asked: its own answer is what tells the host is back; it is not asked twice. */
    let asking: Query | null = null;
    let wasReachable = connectivity.hostReachable(origin);

    const follow = (next: Next) => {
      clearTimeout(timer);
      if (next.ask) timer = setTimeout(() => void ask(), next.inMs);
    };
    const newestFailed = (): Query | undefined =>
      client
        .getQueryCache()
        .findAll({ predicate: failedByNetwork(identityScope(), origin) })
        .sort((a, b) => b.state.errorUpdatedAt - a.state.errorUpdatedAt)[0];

    async function ask(): Promise<void> {
      if (asking || connectivity.hostReachable(origin)) return;
      const query = newestFailed();
      if (!query) return; // nothing waits for the host: the next request tells
      // The host asked to wait (`Retry-After` on the read that failed): not before then.
      const error = query.state.error;
      const waitLeft = isApiError(error) && error.retryAfterMs ? query.state.errorUpdatedAt + error.retryAfterMs - Date.now() : 0;
      if (waitLeft > 0) return follow({ ask: true, inMs: waitLeft });
      asking = query;
      try {
        // Asked past the cache: a refetch would put the screen back to pending on every ask (TanStack resets a
        // failed query without data to pending when it fetches), and it would blink. An answer is written as data.
        const queryFn = query.options.queryFn;
        if (typeof queryFn !== 'function') return;
        const context = { client, queryKey: query.queryKey, meta: query.meta, signal: new AbortController().signal };
        client.setQueryData(query.queryKey, await queryFn(context as QueryFunctionContext));
      } catch (error) {
        if (!connectivity.hostReachable(origin)) follow(policy.failed(isApiError(error) ? error.retryAfterMs : undefined));
      } finally {
        asking = null;
      }
    }

    const tell = () => {
      const failed = failedByNetwork(identityScope(), origin);
      const others = (query: Query) => query !== asking && failed(query);
      void client.refetchQueries({ type: 'active', predicate: others }, { cancelRefetch: false }).catch(() => undefined);
      for (const listener of listeners) listener();
    };

    return {
      origin,
      tell,
      hostChanged() {
        const reachable = connectivity.hostReachable(origin);
        if (reachable === wasReachable) return;
        wasReachable = reachable;
        if (reachable) {
          follow(policy.answered());
          tell();
        } else follow(policy.failed());
      },
      device: (online: boolean) => follow(policy.device(online)),
      visibility: (visible: boolean) => follow(policy.visibility(visible)),
      stop: () => clearTimeout(timer),
    };
  }

  let wasOffline = connectivity.isOffline();
  const stopDevice = connectivity.subscribe(() => {
    const back = wasOffline && !connectivity.isOffline();
    wasOffline = connectivity.isOffline();
    // The device is back: what waits on it alone (code, the own origin) can go now; each host is asked at once.
    if (back) for (const listener of listeners) listener();
    for (const host of hosts) host.device(!connectivity.isOffline());
  });
  const stopHost = connectivity.subscribeHost(() => {
    for (const host of hosts) host.hostChanged();
  });
  // A read's failure marks its host unreachable before its query is written failed. Another answer landing in
  // between finds the host back and tells it before this failure is there to hear it: told again for it (only
  // a failure that marked its host, so a read failing alone never asks itself again).
  const stopLate = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || event.query.queryKey[0] !== identityScope()) return;
    const back = hostBackSince(event.action.error, connectivity);
    if (back) hosts.find((host) => host.origin === back)?.tell();
  });
  const shown = () => {
    for (const host of hosts) host.visibility(!page.hidden);
  };
  page.addEventListener('visibilitychange', shown);
  return () => {
    for (const host of hosts) host.stop();
    stopDevice();
    stopHost();
    stopLate();
    page.removeEventListener('visibilitychange', shown);
  };
}
