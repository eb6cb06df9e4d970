import { DAY_MS, MINUTE_MS } from './instant';
import { offsetAtMs, type TeacherZone } from './zone-offset';

/**
 * When a class starts, said relative to now: "in 15 min", "in 2 h 50 min", "tomorrow", "in 3 days",
 * "in progress", "ended". Under a day it counts minutes and hours, the minutes still to wait rounded
 * up, so it never says "in 0 min" and turns "in progress" exactly at the start. From a day on it
 * counts calendar days in the teacher's zone, as a wall calendar does: on Saturday at 17:00, Monday
 * 14:00 is "in 2 days" (not the 1 whole day of 45 hours), and Wednesday 09:00 "in 4 days", one more
 * than Tuesday 20:30; a day of 23 or 25 hours (a clock change) is one day all the same.
 * Pure: `nowMs` and the zone are passed in.
 */
export type RelativeStart =
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'tomorrow' }
  | { kind: 'days'; days: number }
  | { kind: 'inProgress' }
  | { kind: 'ended' };

const HOUR_MIN = 60;
const DAY_MIN = 24 * HOUR_MIN;

/** The teacher's calendar day of an instant, as a day number (days since 1970-01-01 on her wall). */
const wallDay = (ms: number, zone: TeacherZone): number => Math.floor((ms + offsetAtMs(ms, zone) * MINUTE_MS) / DAY_MS);

/** null when an instant is not a number (nothing sensible to say). A class without length ends at its start. */
export function relativeStart(startMs: number, endMs: number, nowMs: number, zone: TeacherZone): RelativeStart | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || !Number.isFinite(nowMs)) return null;
  if (nowMs >= startMs) return nowMs < endMs ? { kind: 'inProgress' } : { kind: 'ended' };
  const minutes = Math.ceil((startMs - nowMs) / MINUTE_MS);
  const days = wallDay(startMs, zone) - wallDay(nowMs, zone);
  // Under a day, or later the same day (a 25-hour day has an hour more than a day): hours and minutes.
  if (minutes < DAY_MIN || days <= 0) {
    if (minutes < HOUR_MIN) return { kind: 'minutes', minutes };
    return { kind: 'hours', hours: Math.floor(minutes / HOUR_MIN), minutes: minutes % HOUR_MIN };
  }
  return days === 1 ? { kind: 'tomorrow' } : { kind: 'days', days };
}
