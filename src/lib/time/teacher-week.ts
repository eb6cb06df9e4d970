/**
 * The teacher's week, one definition for every screen (issue 48.2): Monday 00:00 to Sunday 23:59:59.999 on the
 * teacher's wall clock, so "this week runs through the coming Sunday end of day" (spec 1). My courses' tabs, Book a
 * class's weeks and its two-week window (spec 6), the week copy, time off, the calendar file's notice and every
 * "My courses › …" link read it. Dates are 'YYYY-MM-DD' in teacher time; arithmetic on them is plain calendar
 * arithmetic (UTC getters), so neither the device's zone nor a clock change moves a day.
 */
import { fromTeacherWall, toTeacherWall, type TeacherZone } from './zone-offset';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface TeacherWeek {
  /** Its Monday. */
  first: string;
  /** Its Sunday. */
  last: string;
  /** Monday 00:00 teacher time (the first instant of Monday when a gap skips midnight). */
  startMs: number;
  /** The next Monday 00:00: the week holds [startMs, endMs). */
  endMs: number;
}

/** Days since 1970-01-01 of a real calendar date; a RangeError for anything else ('2026-02-30', ''). */
function dayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`Invalid date: ${JSON.stringify(date)}`);
  return ms / DAY_MS;
}

const dateOf = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `date` (negative: before). */
export const shiftDate = (date: string, days: number): string => dateOf(dayNumber(date) + days);

/** 0 = Sunday … 6 = Saturday (the catalogues' `common:weekday.*`). */
export const weekdayOfDate = (date: string): number => (dayNumber(date) + 4) % 7;

/** The Monday of the week holding `date`: a Sunday belongs to the week that began six days before. */
export const mondayOf = (date: string): string => shiftDate(date, -((weekdayOfDate(date) + 6) % 7));

/** The seven dates of the week that begins on `monday`, Monday first. */
export const datesOfWeek = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => shiftDate(monday, i));

const midnight = (date: string, zone: TeacherZone): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromTeacherWall({ year, month, day, hour: 0, minute: 0 }, zone).getTime();
};

/** The teacher's week holding `date`. */
export function weekOfDate(date: string, zone: TeacherZone): TeacherWeek {
  const first = mondayOf(date);
  const next = shiftDate(first, 7);
  return { first, last: shiftDate(first, 6), startMs: midnight(first, zone), endMs: midnight(next, zone) };
}

/** The teacher's week holding `now`, or the one `weeksAhead` after it (1: next week). */
export function teacherWeek(now: Date, zone: TeacherZone, weeksAhead = 0): TeacherWeek {
  const wall = toTeacherWall(now, zone);
  const today = dateOf(Date.UTC(wall.year, wall.month - 1, wall.day) / DAY_MS);
  return weekOfDate(shiftDate(today, 7 * weeksAhead), zone);
}
