/**
 * The clock changes inside a span of time (issue 28, point 4): the teacher's (spec 9: her IANA zone,
 * else tzOffset with the dstStart/dstEnd window) and the device's own, so a screen can say which day
 * and that times after it are shifted.
 *
 * Pure: the device's clock comes in as a function (`deviceOffsetAt` is the browser's), and a span is
 * scanned an hour at a time, then the change is found to the millisecond: a clock that changes twice
 * within an hour (no real zone; a dstStart/dstEnd window under an hour) is missed.
 */
import { deviceOffsetAt, type Days, type OffsetAt } from './may-change-clock';
import { fromTeacherWall, teacherOffsetMinutes, type TeacherZone } from './zone-offset';
import { formatWallDate, formatWallTime } from './wall-format';

export interface ClockChange {
  /** The first instant on the new offset. */
  atMs: number;
  /** Teacher wall date 'YYYY-MM-DD', its weekday (0 = Sunday) and 'HH:mm', read on her clock just before the change. */
  date: string;
  weekday: number;
  time: string;
  /** +60 when the clock goes forward, -60 when it goes back (the teacher's size when both change). */
  minutes: number;
  /** Whose clock changes; 'both' when the two change at the same instant by the same amount. */
  whose: 'teacher' | 'device' | 'both';
  /** The device showed the teacher's time on both sides of it: nothing separate to say about the device. */
  deviceShowsTeacherTime: boolean;
}

const HOUR_MS = 3_600_000;

/** Where `offsetAt` changes in [startMs, endMs): each first instant on a new offset. */
function changesOf(offsetAt: OffsetAt, startMs: number, endMs: number): { atMs: number; before: number; after: number }[] {
  const found = [];
  let lo = startMs - 1;
  let before = offsetAt(lo);
  while (lo < endMs - 1) {
    const t = Math.min(lo + HOUR_MS, endMs - 1);
    const after = offsetAt(t);
    if (after !== before) {
      let [from, to] = [lo, t]; // offsetAt(from) === before, offsetAt(to) !== before
      while (to - from > 1) {
        const mid = Math.floor((from + to) / 2);
        if (offsetAt(mid) === before) from = mid;
        else to = mid;
      }
      found.push({ atMs: to, before, after });
    }
    lo = t;
    before = after;
  }
  return found;
}

/** The teacher's and the device's clock changes in [startMs, endMs), by instant. */
export function clockChangesBetween(startMs: number, endMs: number, zone: TeacherZone, deviceAt: OffsetAt = deviceOffsetAt): ClockChange[] {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) return [];
  const teacherAt: OffsetAt = (ms) => teacherOffsetMinutes(new Date(ms), zone);
  const device = changesOf(deviceAt, startMs, endMs);
  const changes: ClockChange[] = [];
  const add = (atMs: number, minutes: number, whose: ClockChange['whose'], teacherBefore: number) => {
    const wall = new Date(atMs + teacherBefore * 60_000); // on the clock before the change: 02:00, both ways in New York
    const date = {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    };
    const same = deviceAt(atMs - 1) === teacherBefore && deviceAt(atMs) === teacherAt(atMs);
    changes.push({
      atMs,
      date: formatWallDate(date),
      weekday: wall.getUTCDay(),
      time: formatWallTime(date),
      minutes,
      whose,
      deviceShowsTeacherTime: same,
    });
  };
  for (const { atMs, before, after } of changesOf(teacherAt, startMs, endMs)) {
    const twin = device.findIndex((d) => d.atMs === atMs && d.after - d.before === after - before);
    if (twin >= 0) device.splice(twin, 1);
    add(atMs, after - before, twin >= 0 ? 'both' : 'teacher', before);
  }
  for (const { atMs, before, after } of device) add(atMs, after - before, 'device', teacherAt(atMs - 1));
  return changes.sort((a, b) => a.atMs - b.atMs);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant of teacher midnight opening the day `plusDays` after a 'YYYY-MM-DD' date; NaN when it is no date. */
function midnight(date: string, plusDays: number, zone: TeacherZone): number {
  const [, y, m, d] = DATE_RE.exec(date)?.map(Number) ?? [];
  if (y === undefined || m === undefined || d === undefined) return Number.NaN;
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return Number.NaN; // '2026-02-30' would roll over
  day.setUTCDate(d + plusDays);
  return fromTeacherWall(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 0, minute: 0 },
    zone,
  ).getTime();
}

/** The clock changes in the teacher's days `from` to `to` ('YYYY-MM-DD', both included): a week of a screen. */
export function clockChangesInDays({ from, to }: Days, zone: TeacherZone, deviceAt: OffsetAt = deviceOffsetAt): ClockChange[] {
  return clockChangesBetween(midnight(from, 0, zone), midnight(to, 1, zone), zone, deviceAt);
}
