import { useShallow } from 'zustand/react/shallow';
import type { TeacherZone } from '@/lib/time/teacher-time';
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
