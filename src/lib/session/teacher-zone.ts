import { useShallow } from 'zustand/react/shallow';
import { temporalZoneReader } from '@/lib/time/zone-data';
import { isValidIanaZone, type TeacherZone } from '@/lib/time/zone-offset';
import { afterIdleWork } from '@/lib/after-load';
import { useSessionStore } from './session-store';
import { primeKeptZone } from './zone-kept';

/** The zone of the teacher whose classes are shown (the acted-as teacher for an admin). */
export function useTeacherZone(): TeacherZone {
  // Shallow: a new object only when one of these values changes, so memoised work holds; `rules` is
  // there for that alone: a kept table found wrong was replaced, every time is drawn again.
  return useSessionStore(
    useShallow((s) => ({
      tzOffset: s.session?.tzOffset ?? 0,
      dstStart: s.session?.dstStart ?? null,
      dstEnd: s.session?.dstEnd ?? null,
      timezone: s.session?.timezone ?? null,
      rules: s.zoneRules,
    })),
  );
}

const keeping = () => ({ storage: localStorage, engine: navigator.userAgent, now: Date.now(), probe: temporalZoneReader });

/**
 * Boot: the signed-in teacher's zone as an earlier page kept it (zone-kept.ts: no Intl formatter for
 * the first card); without it, her zone rules are read in a task of their own while the first
 * screen's code and data are on their way. The first Intl formatter of a page builds ICU's time-zone
 * data (~25 ms here, ~100 ms on a phone's CPU); otherwise that happens inside the dashboard's render.
 */
export function prepareTeacherZone(): void {
  const name = useSessionStore.getState().session?.timezone ?? null;
  if (primeKeptZone(name, keeping())) return;
  if (name) setTimeout(() => isValidIanaZone(name), 0);
}

// The writing half loads at idle, signed in only (the sign-in page has nothing to keep); the session is
// read again once it is here (it may have changed meanwhile).
const keepNow = () => {
  if (!useSessionStore.getState().session) return;
  void import('./zone-keep').then(
    ({ keepSignedInZone }) => keepSignedInZone(keeping()),
    () => undefined, // offline before its code came: the next page reads Intl, as without it
  );
};

/**
 * What this page read about the zones, checked and kept for the next page once the page's own idle work
 * has begun: at boot (its first cards drawn and named on a returning visit), and after a sign-in or
 * switch (the old identity's was erased; the names may come a visit later).
 */
export function keepTeacherZoneWhenIdle(): void {
  afterIdleWork(keepNow);
}
