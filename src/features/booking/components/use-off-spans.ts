import { useMemo } from 'react';
import type { DayOff } from '@/entities/days-off/model/days-off';
import { useDaysOff } from '@/entities/days-off/store/days-off-store';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { type OffSpan, offSpans } from '../model/time-off';

/**
 * The time off of whoever the teacher is on this device, as spans on her clock: a rule of the portal's own writes
 * (issue 47.1). Compared by its stored text, so the spans (and what is memoised on them) change only with it.
 */
export function useOffSpans(zone: TeacherZone): OffSpan[] {
  const text = JSON.stringify(useDaysOff());
  return useMemo(() => offSpans(JSON.parse(text) as DayOff[], zone), [text, zone]);
}
