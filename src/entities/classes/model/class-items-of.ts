import type { TeacherZone } from '@/lib/time/zone-offset';
import { teacherClock } from '@/lib/time/wall-format';
import { type ClassItemsResult, toClassItems } from './class-item';
import type { Room } from './room';

interface Derived {
  zone: TeacherZone;
  today: string;
  result: ClassItemsResult;
}

/** Per class list answer (the query cache shares one array between all its readers). */
const derived = new WeakMap<readonly Room[], Derived>();

const sameZone = (a: TeacherZone, b: TeacherZone) =>
  a.tzOffset === b.tzOffset && a.dstStart === b.dstStart && a.dstEnd === b.dstEnd && a.timezone === b.timezone;

/**
 * The class items of a rooms answer, derived once: the dashboard's sections, the reminders, the
 * classes in progress and the palette all read the same answer, and each used to derive it again
 * on every render. Recomputed only for a new answer, another teacher zone or a new teacher day
 * (`now` only decides which items are today's). The items are shared: readers must not change them.
 */
export function classItemsOf(rooms: readonly Room[], zone: TeacherZone, now: Date): ClassItemsResult {
  const today = teacherClock(zone).date(now.getTime());
  const known = derived.get(rooms);
  if (known && known.today === today && sameZone(known.zone, zone)) return known.result;
  const result = toClassItems(rooms, zone, now);
  derived.set(rooms, { zone, today, result });
  return result;
}
