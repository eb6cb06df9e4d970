import type { Query, QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { connectivity as defaultConnectivity, type ConnectivityStore } from '@/lib/network/connectivity';
import { identityScope } from './identity-scope';

/**
 * While the host is unreachable and something waits for it, how often one failed read is asked again:
 * the first working request is how the portal learns the host is back (no event says so).
 */
export const PROBE_EVERY_MS = 1_000;

/** A read of the current identity that failed because the host could not be reached. */
const failedByNetwork = (scope: string) => (query: Query) =>
  query.queryKey[0] === scope && query.state.status === 'error' && isApiError(query.state.error) && query.state.error.kind === 'network';

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
 * The one recovery rule (docs/decisions: "Back by itself"): connectivity -> query client -> screens.
 * - The host answers again after a network failure: every failed read on screen is asked again, and
 *   the route error screens are told (`onRecovery`), so no screen waits for Try again.
 * - Meanwhile, with the device online and the page in view, the newest failed read's request is made again
 *   every PROBE_EVERY_MS, past the cache (the screen keeps its state): that request is what finds the host
 *   back. Nothing failed: nothing is asked.
 * - The device judged back online (or the page shown again): that ask is made at once.
 * Returns the stop function.
 */
export function startRecovery(
  client: QueryClient,
  connectivity: ConnectivityStore = defaultConnectivity,
  page: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The read being asked: its own answer is what tells the host is back; it is not asked twice. */
  let asking: Query | null = null;

  const tell = () => {
    const failed = failedByNetwork(identityScope());
    const others = (query: Query) => query !== asking && failed(query);
    void client.refetchQueries({ type: 'active', predicate: others }, { cancelRefetch: false }).catch(() => undefined);
    for (const listener of listeners) listener();
  };

  const waiting = () => !connectivity.hostReachable() && !connectivity.isOffline() && !page.hidden;

  const newestFailed = (): Query | undefined => {
    const failed = client.getQueryCache().findAll({ predicate: failedByNetwork(identityScope()) });
    return failed.sort((a, b) => b.state.errorUpdatedAt - a.state.errorUpdatedAt)[0];
  };

  const schedule = () => {
    clearTimeout(timer);
    if (waiting()) timer = setTimeout(ask, PROBE_EVERY_MS);
  };

  async function ask(): Promise<void> {
    if (asking || !waiting()) return;
    const query = newestFailed();
    if (!query) return; // nothing waits for the host: the next request tells
    asking = query;
    try {
      // Asked past the cache: a refetch would put the screen back to pending on every ask (TanStack resets a
      // failed query without data to pending when it fetches), and it would blink. An answer is written as data.
      const queryFn = query.options.queryFn;
      if (typeof queryFn !== 'function') return;
      const context = { client, queryKey: query.queryKey, meta: query.meta, signal: new AbortController().signal };
      client.setQueryData(query.queryKey, await queryFn(context as QueryFunctionContext));
    } catch {
      // still out of reach: asked again below
    } finally {
      asking = null;
      schedule();
    }
  }

  let wasOffline = connectivity.isOffline();
  const stopDevice = connectivity.subscribe(() => {
    const back = wasOffline && !connectivity.isOffline();
    wasOffline = connectivity.isOffline();
    if (!back) return clearTimeout(timer);
    // The device is back: what waits on it alone (code, the own origin) can go now; the host is asked at once.
    for (const listener of listeners) listener();
    void ask();
  });
  const stopHost = connectivity.subscribeHost(() => {
    if (connectivity.hostReachable()) {
      clearTimeout(timer);
      tell();
    } else schedule();
  });
  const shown = () => {
    if (!page.hidden) void ask();
  };
  page.addEventListener('visibilitychange', shown);
  return () => {
    clearTimeout(timer);
    stopDevice();
    stopHost();
    page.removeEventListener('visibilitychange', shown);
  };
}
