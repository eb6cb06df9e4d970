import { connectivity as defaultConnectivity, type ConnectivityStore } from './connectivity';
import { backoffDelay } from './recovery-policy';

type Page = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

/**
 * A route's code that could not be downloaded while the device was judged online. The network's return cannot
 * say when to ask again: it may have come before the failure (Chromium's `online` event precedes the network,
 * and a file asked in between fails after the verdict).
 * So the failure asks the own origin itself (connectivity.ownOriginFailed): silent, the device is offline
 * and its return tells, as for any failure (lib/query/recovery.ts); answering, the code is asked again on
 * the hosts' backoff with full jitter (recovery-policy.ts), never while the page is hidden, until it comes.
 */
export function createCodeAgain({
  connectivity = defaultConnectivity,
  random = Math.random,
  page = globalThis.document as Page | undefined,
}: {
  connectivity?: ConnectivityStore;
  random?: () => number;
  page?: Page | undefined;
} = {}) {
  const listeners = new Set<() => void>();
  /** Failures in a row with the own origin answering. */
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let whenShown: (() => void) | undefined;

  const tell = () => {
    if (page?.hidden) {
      whenShown ??= () => {
        if (page.hidden) return;
        page.removeEventListener('visibilitychange', whenShown!);
        whenShown = undefined;
        tell();
      };
      page.addEventListener('visibilitychange', whenShown);
      return;
    }
    for (const listener of listeners) listener();
  };

  return {
    /** A screen's or a part's code failed to download. Resolves once the next step is decided. */
    async failed(): Promise<void> {
      if (connectivity.isOffline()) return; // the device's return tells
      await connectivity.ownOriginFailed();
      if (connectivity.isOffline()) return;
      failures += 1;
      clearTimeout(timer);
      timer = setTimeout(tell, backoffDelay(failures, random));
    },
    /** Code came: the next failure starts the backoff anew. */
    loaded(): void {
      failures = 0;
    },
    /** Called when failed code is to be asked again; returns the stop function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const codeAgain = createCodeAgain();
