import { useShallow } from 'zustand/react/shallow';
import { isValidIanaZone, type TeacherZone } from '@/lib/time/zone-offset';
import { useSessionStore } from './session-store';

/** The zone of the teacher whose classes are shown (the acted-as teacher for an admin). */
export function useTeacherZone(): TeacherZone {
  // Shallow: a new object only when one of the four values changes, so memoised work holds.
  return useSessionStore(
    useShallow((s) => ({
      tzOffset: s.session?.tzOffset ?? 0,
      dstStart: s.session?.dstStart ?? null,
      dstEnd: s.session?.dstEnd ?? null,
      timezone: s.session?.timezone ?? null,
    })),
  );
}

/**
 * Boot: the signed-in teacher's zone rules are read in a task of their own while the first screen's
 * code and data are on their way. The first Intl formatter of a page builds ICU's time-zone data
 * (~25 ms here, ~100 ms on a phone's CPU); otherwise that happens inside the dashboard's render.
 */
export function prepareTeacherZone(): void {
  const name = useSessionStore.getState().session?.timezone ?? null;
  if (name) setTimeout(() => isValidIanaZone(name), 0);
}
