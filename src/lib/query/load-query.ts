import { type EnsureQueryDataOptions, isCancelledError, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getSession } from '@/lib/session/session-store';

/** Asks after a cancellation; more in a row means something keeps cancelling: the screen's own query takes over. */
const MAX_ASKS = 3;

/**
 * What a route loader awaits instead of `ensureQueryData`. A fetch can be cancelled under a loader
 * that waits for it: TanStack Query cancels a fetch whose last screen unmounts (the request took its
 * signal; React's StrictMode unmounts every screen once in dev, leaving a screen or a switch does it
 * anywhere), and the identity watch cancels every fetch of an identity that left. The loader would
 * get a CancelledError and the router show it as the screen's error. Instead it asks again with the
 * options built now, as the identity current now: it joins the screen's new fetch or starts one.
 * Without a session there is nothing to load (the guards send the teacher to /login). Real
 * failures are thrown as before.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: () => EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  for (let ask = 1; ; ask += 1) {
    try {
      return await client.ensureQueryData(options());
    } catch (error) {
      if (!isCancelledError(error)) throw error;
      if (ask >= MAX_ASKS || !getSession()) return undefined;
    }
  }
}
