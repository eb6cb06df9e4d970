import { judgeConnectivity } from './connectivity-verdict';

/**
 * While judged offline though the browser claims a network, how often the own origin is asked again:
 * no event says when such a network is back, and the screens promise to come back within seconds.
 */
export const RECHECK_MS = 1_000;
/**
 * Right after the browser's `online` event the network often is not usable yet (the route, DNS; in
 * Chromium the event can precede the lifted emulation): the first re-asks come sooner.
 */
export const RECHECKS_AFTER_ONLINE_MS = [500, 1_000, 2_000];
const PROBE_TIMEOUT_MS = 5_000;

/** A file of the build (public/) that the app's worker never precaches (scripts/model/app-worker.ts). */
export const PROBE_FILE = 'reachable.txt';
export const PROBE_TEXT = 'teacher-portal';

/**
 * The own origin, asked past the app's worker and the HTTP cache. Its text must match: a captive
 * portal answers every address with its own page.
 */
export async function probeOwnOrigin(): Promise<boolean> {
  try {
    const response = await fetch(new URL(PROBE_FILE, document.baseURI), {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok && (await response.text()).trim() === PROBE_TEXT;
  } catch {
    return false;
  }
}

export interface ConnectivityOptions {
  flag: () => boolean;
  /** Unset until started: a host failure is then judged by the flag alone (the host is down). */
  probe?: () => Promise<boolean>;
}

/**
 * The one verdict "this device is offline" that the notice, the screens' lost-contact states and the
 * recovery follow. Fed by the browser's online/offline events and by what every host request met.
 * Only the newest judgement is written: a probe that answers after newer evidence is dropped.
 */
export function createConnectivity(options: ConnectivityOptions) {
  const { flag } = options;
  let probe = options.probe;
  let offline = !flag();
  let generation = 0;
  let pending: Promise<void> | null = null;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  let quickRechecks: number[] = [];
  const listeners = new Set<() => void>();
  /** A host request failed at the network level and none has been answered since. */
  let hostFailed = false;
  const hostListeners = new Set<() => void>();

  function setHostFailed(next: boolean): void {
    if (next === hostFailed) return;
    hostFailed = next;
    for (const listener of hostListeners) listener();
  }

  function settle(next: boolean): void {
    clearTimeout(recheck);
    // Offline while the browser claims a network: no event will say when it is back, so ask again.
    if (next && flag() && probe) recheck = setTimeout(() => void judge(false), quickRechecks.shift() ?? RECHECK_MS);
    if (next === offline) return;
    offline = next;
    for (const listener of listeners) listener();
  }

  async function judge(hostAnswered: boolean): Promise<void> {
    const mine = ++generation;
    const verdict = await judgeConnectivity({ flag: flag(), hostAnswered, probeOwnOrigin: probe ?? (() => Promise.resolve(true)) });
    if (mine === generation) settle(verdict === 'offline');
  }

  return {
    isOffline: (): boolean => offline,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** False from a host request's network failure until the host answers again (lib/query/recovery.ts). */
    hostReachable: (): boolean => !hostFailed,
    /** Called when `hostReachable()` changes: the recovery's "the host is back" is its return to true. */
    subscribeHost(listener: () => void): () => void {
      hostListeners.add(listener);
      return () => hostListeners.delete(listener);
    },
    /** Any HTTP answer of the host: the device has a network (unless the browser says it has none). */
    hostAnswered(): void {
      generation += 1;
      settle(!flag());
      setHostFailed(false);
    },
    /**
     * A host request failed at the network level. `final`: no retry of it is left, so the host counts
     * as out of reach until it answers (an attempt with retries to come only has the device judged).
     * Concurrent failures share one judgement.
     */
    hostUnreachable(final = true): Promise<void> {
      if (final) setHostFailed(true);
      pending ??= judge(false).finally(() => {
        pending = null;
      });
      return pending;
    },
    /** The browser's events; from now on a host failure is checked against the own origin. */
    start(target: Window, ownProbe: () => Promise<boolean>): void {
      probe = ownProbe;
      offline = !flag();
      target.addEventListener('offline', () => {
        generation += 1;
        quickRechecks = [];
        settle(true);
      });
      target.addEventListener('online', () => {
        quickRechecks = [...RECHECKS_AFTER_ONLINE_MS];
        void judge(false);
      });
    },
  };
}

export type ConnectivityStore = ReturnType<typeof createConnectivity>;

export const connectivity = createConnectivity({ flag: () => (typeof navigator === 'undefined' ? true : navigator.onLine) });
