import { toTeacherWall, type TeacherZone } from '@/lib/time/zone-offset';
import type { ClassItem } from '@/entities/classes/model/class-item';

/**
 * Whether a class ends on a later day than it starts, in teacher time ("23:30–00:30 (next day)", as
 * the booking week says it). An end at 00:00 closes the start's day.
 */
export function endsNextDay(item: Pick<ClassItem, 'startAt' | 'endAt'>, zone: TeacherZone): boolean {
  const start = toTeacherWall(item.startAt, zone);
  const end = toTeacherWall(new Date(Date.parse(item.endAt) - 1), zone); // the class's last moment
  return Date.UTC(end.year, end.month - 1, end.day) > Date.UTC(start.year, start.month - 1, start.day);
}
