/** Where the classes shown stand: answered by the host, the copy kept on the device (until the host answers), or kept because the network or the host is gone. */
export type ScheduleState = 'fresh' | 'kept' | 'offline' | 'hostDown';

/** Each state's words (the dashboard namespace), given the time the classes were answered and its zone. */
export const STATUS_WORDS: Record<ScheduleState, string> = {
  fresh: 'kept.fresh',
  kept: 'kept.updating',
  offline: 'offline.noNetwork',
  hostDown: 'offline.noHost',
};

export interface ScheduleEvidence {
  /** The device judged offline (lib/network/connectivity.ts). */
  offline: boolean;
  /** The host unavailable, met here or on another screen. */
  hostDown: boolean;
  /** The class list's own last ask failed (its earlier answer kept). */
  failed: boolean;
  /** The answer shown is the copy restored at boot, not yet one of this page's life. */
  kept: boolean;
}

/** Pure: the device's state first (it explains the host's), then the host's, then whether the answer is the kept one. */
export function scheduleState({ offline, hostDown, failed, kept }: ScheduleEvidence): ScheduleState {
  if (offline) return 'offline';
  if (hostDown || failed) return 'hostDown';
  return kept ? 'kept' : 'fresh';
}
