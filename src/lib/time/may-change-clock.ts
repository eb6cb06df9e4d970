/**
 * Whether the teacher's or the device's clock may change within some teacher days: the first page's
 * cheap question, so the exact answer (clock-changes.ts) and its note load only in weeks that need
 * them. It never misses a change; it may say yes for a change up to a day outside the days (the
 * exact answer then finds none). Two changes that cancel inside the span go unseen: no zone, and no
 * sane dstStart/dstEnd window, has them within days of each other.
 */
import { teacherOffsetMinutes, type TeacherZone } from './zone-offset';

/** Minutes east of UTC a clock shows at an instant (epoch ms). */
export type OffsetAt = (ms: number) => number;

/** The browser's clock: what getTimezoneOffset says (minutes west), turned east. */
export const deviceOffsetAt: OffsetAt = (ms) => -new Date(ms).getTimezoneOffset();

/** Teacher days 'YYYY-MM-DD', both included. */
export interface Days {
  from: string;
  to: string;
}

const HOUR_MS = 3_600_000;

export function mayChangeClock({ from, to }: Days, zone: TeacherZone, deviceAt: OffsetAt = deviceOffsetAt): boolean {
  // A day starts at most 14 h before its UTC midnight (UTC+14) and ends at most 12 h after the next (UTC−12).
  const start = Date.parse(from) - 14 * HOUR_MS;
  const end = Date.parse(to) + 36 * HOUR_MS;
  if (!(end > start)) return false; // NaN too
  const teacherAt = (ms: number) => teacherOffsetMinutes(new Date(ms), zone);
  return teacherAt(start) !== teacherAt(end) || deviceAt(start) !== deviceAt(end);
}
