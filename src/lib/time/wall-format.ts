/**
 * Texts of times and durations: "YYYY-MM-DD" and "HH:mm" in teacher time (via ./zone-offset) or
 * in the viewer's own zone, day grouping, "1 h 5 min", and whether both clocks need showing.
 *
 * Invalid instants throw `TeacherTimeError` (see ./instant). No Date.now() anywhere.
 *
 * Two things here are not pure in the strict sense, on purpose:
 * - `formatLocalDateTime` / `formatLocalTime` read the host's zone: they write the "your time"
 *   line beside teacher time, which is exactly the viewer's clock.
 * - `teacherClock` memoises (a list screen formats hundreds of classes): one module table of the
 *   day's 1,440 "HH:mm" texts, built on first use and never changed, and per clock a map of the
 *   teacher days it has written. The offsets come from the zone module's caches. Answers still
 *   depend on the arguments alone.
 */

import { DAY_MS, MINUTE_MS, TeacherTimeError } from './instant';
import { offsetAtMs, teacherOffsetMinutes, toTeacherWall, type TeacherZone, type WallTime } from './zone-offset';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" of a wall time (for callers that already hold one). */
export function formatWallDate(w: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** "HH:mm" (24 h) of a wall time. */
export function formatWallTime(w: Pick<WallTime, 'hour' | 'minute'>): string {
  return `${pad2(w.hour)}:${pad2(w.minute)}`;
}

/**
 * "YYYY-MM-DD HH:mm" and "HH:mm" in the browser's own zone (the "your time" line beside teacher
 * time): what date-fns `format` gave for these two fixed patterns, without its 6 kB on the first page.
 */
export function formatLocalDateTime(instant: Date): string {
  const wall = {
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
  };
  return `${formatWallDate(wall)} ${formatWallTime(wall)}`;
}

export function formatLocalTime(instant: Date): string {
  return formatWallTime({ hour: instant.getHours(), minute: instant.getMinutes() });
}

/** "YYYY-MM-DD" in teacher time. */
export function formatTeacherDate(instant: Date | string, zone: TeacherZone): string {
  return formatWallDate(toTeacherWall(instant, zone));
}

/** "HH:mm" (24 h) in teacher time. */
export function formatTeacherTime(instant: Date | string, zone: TeacherZone): string {
  return formatWallTime(toTeacherWall(instant, zone));
}

/** Date and time texts of many instants in one zone, for screens that list hundreds of classes. */
export interface TeacherClock {
  /** "YYYY-MM-DD" in teacher time, as formatTeacherDate. */
  date(ms: number): string;
  /** "HH:mm" in teacher time, as formatTeacherTime. */
  time(ms: number): string;
}

let clockTimes: string[] | null = null; // "00:00" .. "23:59", built on first use

/**
 * formatTeacherDate/Time for epoch ms without a Date or a string build per call: the offset
 * comes from the per-day cache, each teacher day's date text is built once, and times come from
 * a table of the day's 1,440 minutes. NaN or out-of-range ms throws, as the other functions do.
 */
export function teacherClock(zone: TeacherZone): TeacherClock {
  const dates = new Map<number, string>();
  const times = (clockTimes ??= Array.from({ length: 1440 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`));
  const wallMs = (ms: number) => {
    if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw new TeacherTimeError(`Invalid instant: ${ms}`);
    return ms + offsetAtMs(ms, zone) * MINUTE_MS;
  };
  return {
    date(ms) {
      const day = Math.floor(wallMs(ms) / DAY_MS);
      let text = dates.get(day);
      if (text === undefined) {
        const d = new Date(day * DAY_MS);
        text = formatWallDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
        dates.set(day, text);
      }
      return text;
    },
    time(ms) {
      const wall = wallMs(ms);
      return times[Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS)]!;
    },
  };
}

/** Key for grouping by teacher day; same text as formatTeacherDate. */
export const teacherDayKey = formatTeacherDate;

export function isSameTeacherDay(a: Date | string, b: Date | string, zone: TeacherZone): boolean {
  return teacherDayKey(a, zone) === teacherDayKey(b, zone);
}

/** Whole hours/minutes/seconds of a duration; fractions are floored, negative/NaN count as 0. */
export function durationParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/**
 * "1 h 5 min", "45 min", "1 h 30 s": zero parts are left out, except "0 s" when all are zero,
 * so the text is never empty. Labels come from i18n.
 */
export function formatDuration(seconds: number, labels: { h: string; m: string; s: string }): string {
  const p = durationParts(seconds);
  const text = [
    p.hours > 0 ? `${p.hours} ${labels.h}` : '',
    p.minutes > 0 ? `${p.minutes} ${labels.m}` : '',
    p.seconds > 0 ? `${p.seconds} ${labels.s}` : '',
  ].filter(Boolean);
  return text.length > 0 ? text.join(' ') : `0 ${labels.s}`;
}

/**
 * Whether the viewer's clock differs from the teacher's at `instant`, so the screen can show
 * both. `localOffsetMinutes` is minutes east of UTC, i.e. `-date.getTimezoneOffset()`.
 */
export function localDiffersFromTeacher(instant: Date | string, zone: TeacherZone, localOffsetMinutes: number): boolean {
  return teacherOffsetMinutes(instant, zone) !== localOffsetMinutes;
}
