/**
 * Spec 6 and 9: only the current and the next week can be opened. The weeks are the teacher's one week,
 * Monday to Sunday (lib/time/teacher-week.ts, as My courses' tabs), so the window is [Monday 00:00 this week,
 * Monday 00:00 two weeks on) in teacher time, whatever the browser's zone, and a DST change inside it does
 * not move it.
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import { teacherWeek } from '@/lib/time/teacher-week';
import { earliestStartMs } from './slot-rules';
import { addDays, daysBetween, parseWallDate, parseWallTime, splitWallDateTime, toWallDateTime } from './wall-date';

export type WeekKey = 'this' | 'next';

export interface BookingWindow {
  /** Mondays ('YYYY-MM-DD', teacher time) that start the current and the next week. */
  weeks: Record<WeekKey, string>;
  /** Sunday of next week: the last day a slot may be on. */
  lastDay: string;
  startMs: number;
  endMs: number;
}

export function bookingWindow(now: Date, zone: TeacherZone): BookingWindow {
  const [thisWeek, nextWeek] = [teacherWeek(now, zone), teacherWeek(now, zone, 1)];
  return {
    weeks: { this: thisWeek.first, next: nextWeek.first },
    lastDay: nextWeek.last,
    startMs: thisWeek.startMs,
    endMs: nextWeek.endMs,
  };
}

/**
 * A slot may be opened when it starts inside the window: it belongs to the week of its start, as on the calendar,
 * so next week's Sunday 23:30–00:30 is next week's (issue 47: the window names only a start outside it).
 */
export const isInsideWindow = ({ startMs }: { startMs: number }, window: BookingWindow): boolean =>
  startMs >= window.startMs && startMs < window.endMs;

/** A slot lasts an hour unless the teacher says otherwise: a day with less left is not offered. */
const DEFAULT_SLOT_MINUTES = 60;

/**
 * Days ('YYYY-MM-DD') a date field may take: from the first day a slot may start on (the day of
 * the earliest start the 24 h rule allows, or the next when less than an hour of it is left) to
 * the window's last day. `min` is after `max` when no day is left.
 */
export function selectableDays(now: Date, zone: TeacherZone, window: BookingWindow): { min: string; max: string } {
  const earliest = splitWallDateTime(toWallDateTime(new Date(earliestStartMs(now)), zone))!;
  const late = parseWallTime(earliest.time)! > 24 * 60 - DEFAULT_SLOT_MINUTES;
  return { min: late ? addDays(earliest.date, 1) : earliest.date, max: window.lastDay };
}

/** The day a form opens on: the one asked for, unless it is before the first day a slot may start on. */
export const offeredDay = (asked: string, min: string): string => (asked < min ? min : asked);

const inWeek = (week: string, date: string | undefined): date is string =>
  !!date && !!parseWallDate(date) && daysBetween(week, date) >= 0 && daysBetween(week, date) < 7;

/**
 * The one day a phone shows of `week` (its Monday): the day asked for when it is in that week,
 * else today when the week holds it, else the week's first day.
 */
export function shownDay(week: string, requested: string | undefined, today: string): string {
  if (inWeek(week, requested)) return requested;
  return inWeek(week, today) ? today : week;
}
