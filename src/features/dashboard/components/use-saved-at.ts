import { useZoneLabels } from '@/components/zone-label';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime, isSameTeacherDay } from '@/lib/time/wall-format';

/** When the classes shown were answered: the time (with the date when not today) and its zone's name. */
export function useSavedAt(savedAt: number, now: Date, zone: TeacherZone): { time: string; zone: string } {
  const { teacher } = useZoneLabels();
  const saved = new Date(savedAt);
  const time = isSameTeacherDay(saved, now, zone)
    ? formatTeacherTime(saved, zone)
    : `${formatTeacherDate(saved, zone)} ${formatTeacherTime(saved, zone)}`;
  return { time, zone: teacher(saved) };
}
