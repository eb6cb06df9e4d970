import { type EnsureQueryDataOptions, isCancelledError, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSession } from '@/lib/session/session-store';
import { identityScope } from './identity-scope';

/** Asks after a cancellation; more in a row means something keeps cancelling: the screen's own query takes over. */
const MAX_ASKS = 3;

/**
 * What a route loader awaits instead of `ensureQueryData`. A fetch can be cancelled under a loader
 * that waits for it: TanStack Query cancels a fetch whose last screen unmounts (the request took its
 * signal; React's StrictMode unmounts every screen once in dev, leaving a screen or a switch does it
 * anywhere), and the identity watch cancels every fetch of an identity that left. The loader would
 * get a CancelledError and the router show it as the screen's error. Instead it asks again with the
 * options built now, as the identity current now: it joins the screen's new fetch or starts one.
 * A failure of an identity that left is asked again the same way: it must never show on the new
 * identity's screen. Without a session there is nothing to load (the guards send the teacher to
 * /login). Real failures are thrown.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: () => EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  for (let ask = 1; ; ask += 1) {
    const asker = identityScope();
    try {
      return await client.ensureQueryData(options());
    } catch (error) {
      if (!getSession()) return undefined;
      if (!isCancelledError(error) && asker === identityScope()) throw error;
      if (ask >= MAX_ASKS) return undefined;
    }
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each query has its own key and data types */
type Ask<T> = () => EnsureQueryDataOptions<T, Error, T, any>;
type AnyAsk = Ask<any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The one shape of a route loader (docs/decisions/house.md "Loaders: one helper, need / want / prefetch"):
 * - `need`: what the screen cannot draw without, awaited; a data error is thrown, so the route's
 *   errorComponent (RouteError) shows it with Try again. Answers what it loaded, in order.
 * - `want`: awaited alongside, but a failure is the screen's to say (its own words, a panel, a
 *   last-known copy) through its `<QueryState>`.
 * - `prefetch`: asked for and not awaited (the screen paints meanwhile); a failure is the screen's too.
 */
export async function loadRoute<const T extends readonly unknown[]>(
  client: QueryClient,
  { need, want = [], prefetch = [] }: { need: { [K in keyof T]: Ask<T[K]> }; want?: readonly AnyAsk[]; prefetch?: readonly AnyAsk[] },
): Promise<{ [K in keyof T]: T[K] | undefined }> {
  for (const options of prefetch) void client.prefetchQuery(options());
  const [needed] = await Promise.all([
    Promise.all(need.map((options) => loadQuery(client, options))),
    Promise.all(want.map((options) => loadQuery(client, options).catch(() => undefined))),
  ]);
  return needed as { [K in keyof T]: T[K] | undefined };
}
