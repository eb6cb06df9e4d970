import { judgeConnectivity } from './connectivity-verdict';
import { PROBE_FILE, PROBE_TEXT } from './probe-file';
import { backoffDelay } from './recovery-policy';

/**
 * The hosts the portal asks, each with its own state (docs/decisions/http-and-identity.md "The host is
 * unavailable: one fault model"): the school's administration host and its chat. The portal's own server
 * is the third origin: it is what `probe` asks, to tell the device offline from a host down.
 */
export type HostOrigin = 'school' | 'chat';
/**
 * Right after the browser's `online` event the network often is not usable yet (the route, DNS; in
 * Chromium the event can precede the lifted emulation): the first re-asks come sooner.
 */
export const RECHECKS_AFTER_ONLINE_MS = [500, 1_000, 2_000];
const PROBE_TIMEOUT_MS = 5_000;

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
  /** The jitter of the own origin's backoff. */
  random?: () => number;
  now?: () => number;
}

/**
 * The one verdict "this device is offline" that the notice, the screens' lost-contact states and the
 * recovery follow. Fed by the browser's online/offline events and by what every host request met.
 * Only the newest judgement is written: a probe that answers after newer evidence is dropped.
 */
export function createConnectivity(options: ConnectivityOptions) {
  const { flag, random = Math.random, now = Date.now } = options;
  let probe = options.probe;
  let offline = !flag();
  let generation = 0;
  let pending: Promise<void> | null = null;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  let quickRechecks: number[] = [];
  let page: Pick<Document, 'hidden'> | undefined;
  /** Offline verdicts in a row, while the browser claims a network: the own origin's backoff, as the hosts'. */
  let offlineMisses = 0;
  /** Own-origin probes in a row that found only a host down. */
  let hostDownProbes = 0;
  /** With a host down and the device judged online, the own origin is asked again no sooner than this. */
  let ownNotBefore = 0;
  const listeners = new Set<() => void>();
  /** Per host: a request failed with the host unavailable and none has been answered since. */
  const hostFailed: Record<HostOrigin, boolean> = { school: false, chat: false };
  /** Per host: its last failure was met with the device judged online (one met offline is the device's). */
  const failedOnline: Record<HostOrigin, boolean> = { school: false, chat: false };
  const hostListeners = new Set<() => void>();

  function setHostFailed(origin: HostOrigin, next: boolean, online = false): void {
    if (next === hostFailed[origin] && online === failedOnline[origin]) return;
    hostFailed[origin] = next;
    failedOnline[origin] = online;
    for (const listener of hostListeners) listener();
  }

  function settle(next: boolean): void {
    clearTimeout(recheck);
    offlineMisses = next ? offlineMisses + 1 : 0;
    // Offline while the browser claims a network: no event will say when it is back, so ask again, backing
    // off as the hosts are (a hidden tab asks nothing: shown again, it asks at once).
    if (next && flag() && probe && !page?.hidden)
      recheck = setTimeout(() => void judge(false), quickRechecks.shift() ?? backoffDelay(offlineMisses, random));
    if (next === offline) return;
    offline = next;
    for (const listener of listeners) listener();
  }

  async function judge(hostAnswered: boolean): Promise<void> {
    const mine = ++generation;
    const verdict = await judgeConnectivity({ flag: flag(), hostAnswered, probeOwnOrigin: probe ?? (() => Promise.resolve(true)) });
    if (mine !== generation) return;
    if (verdict === 'host-down') ownNotBefore = now() + backoffDelay(++hostDownProbes, random);
    settle(verdict === 'offline');
  }

  return {
    isOffline: (): boolean => offline,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** False from a request's failure with the host unavailable until the host answers again (lib/query/recovery.ts). */
    hostReachable: (origin: HostOrigin = 'school'): boolean => !hostFailed[origin],
    /**
     * What a screen says: the host unreachable with the device judged online. Its failures met offline are the
     * device's: back online, the screen says it is updating until the host answers or fails anew.
     */
    hostDownSeen: (origin: HostOrigin = 'school'): boolean => hostFailed[origin] && failedOnline[origin],
    /** Called when any host's `hostReachable()` changes: the recovery's "the host is back" is its return to true. */
    subscribeHost(listener: () => void): () => void {
      hostListeners.add(listener);
      return () => hostListeners.delete(listener);
    },
    /** The host answered as itself (not a gateway's 502/503/504): the device has a network (unless the browser says it has none). */
    hostAnswered(origin: HostOrigin = 'school'): void {
      generation += 1;
      hostDownProbes = 0;
      ownNotBefore = 0;
      settle(!flag());
      setHostFailed(origin, false);
    },
    /**
     * A request failed with the host unavailable. `final`: no retry of it is left, so the host counts
     * as unavailable until it answers (an attempt with retries to come only has the device judged).
     * Concurrent failures share one judgement; with the host already down and the device judged online,
     * the own origin is asked again only as its backoff allows (each failure would otherwise ask it).
     */
    hostUnreachable(final = true, origin: HostOrigin = 'school'): Promise<void> {
      const known = hostFailed[origin] && !offline && now() < ownNotBefore;
      if (final) setHostFailed(origin, true, !offline);
      if (known) return Promise.resolve();
      pending ??= judge(false).finally(() => {
        pending = null;
      });
      return pending;
    },
    /**
     * A file of the own origin (the app's code) could not be downloaded: the own origin is asked now. Its
     * silence judges the device offline (asked again as above); its answer judges it online.
     */
    async ownOriginFailed(): Promise<void> {
      const mine = ++generation;
      const answered = flag() && (await (probe ?? (() => Promise.resolve(true)))());
      if (mine === generation) settle(!answered);
    },
    /** The browser's events; from now on a host failure is checked against the own origin. */
    start(
      target: Window,
      ownProbe: () => Promise<boolean>,
      shownPage: Pick<Document, 'hidden' | 'addEventListener'> | undefined = globalThis.document,
    ): void {
      probe = ownProbe;
      page = shownPage;
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
      shownPage?.addEventListener('visibilitychange', () => {
        if (!shownPage.hidden && offline && flag()) void judge(false);
      });
    },
  };
}

export type ConnectivityStore = ReturnType<typeof createConnectivity>;

export const connectivity = createConnectivity({ flag: () => (typeof navigator === 'undefined' ? true : navigator.onLine) });
