/**
 * A slot's range on the teacher's wall clock, and its pieces one calendar day each. The week
 * calendar lays a block out inside one day column only (a block that crosses midnight would be an
 * "all-day" event there, which the booking week does not show), so a slot from 23:30 to 00:30 is
 * drawn as 23:30-24:00 on the night it starts and 00:00-00:30 on the next day, also across the
 * week's edge (Sunday night into Monday).
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import { addDays, daysBetween, splitWallDateTime, toWallDateTime, parseWallTime } from './wall-date';

const MINUTE_MS = 60_000;
/** A malformed slot of years must not become thousands of blocks: two weeks are all the calendar shows. */
const MAX_DAYS = 15;

export interface WallRange {
  startDate: string;
  /** 'HH:mm' */
  startTime: string;
  endDate: string;
  endTime: string;
  /** Calendar days from the start's date to the end's (0: the same day; an end at 00:00 counts as that day's start). */
  days: number;
}

export type SegmentPart = 'whole' | 'first' | 'continued';

/** One day's piece of a slot: 'YYYY-MM-DD HH:mm:ss' strings as the calendar takes them. */
export interface WallSegment {
  start: string;
  end: string;
  part: SegmentPart;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const at = (date: string, minutes: number) => `${date} ${hhmm(minutes)}:00`;

/**
 * The range as the teacher's clock shows it. When that clock runs back over the slot (a
 * fall-back change at midnight can make the end read earlier than the start), the end is the
 * start plus the slot's real length, so the slot still has a place and a size.
 */
export function wallRange(startMs: number, endMs: number, zone: TeacherZone): WallRange | null {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) return null;
  const start = splitWallDateTime(toWallDateTime(new Date(startMs), zone))!;
  let end = splitWallDateTime(toWallDateTime(new Date(endMs), zone))!;
  const startMinutes = parseWallTime(start.time)!;
  const span = (e: { date: string; time: string }) => daysBetween(start.date, e.date) * 1440 + parseWallTime(e.time)! - startMinutes;
  if (span(end) <= 0) {
    const total = startMinutes + Math.round((endMs - startMs) / MINUTE_MS);
    end = { date: addDays(start.date, Math.floor(total / 1440)), time: hhmm(total % 1440) };
  }
  const endsAtMidnight = end.time === '00:00';
  return {
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    days: Math.max(daysBetween(start.date, end.date) - (endsAtMidnight ? 1 : 0), 0),
  };
}

/** The pieces of a range, one per calendar day it touches, in order. */
export function daySegments(range: WallRange): WallSegment[] {
  const last = Math.min(range.days, MAX_DAYS - 1);
  const startMinutes = parseWallTime(range.startTime)!;
  const endMinutes = parseWallTime(range.endTime)!;
  if (last === 0) {
    // An end at 00:00 is the next day's start: the calendar reads it as the end of this day.
    return [{ start: at(range.startDate, startMinutes), end: at(range.endDate, endMinutes), part: 'whole' }];
  }
  return Array.from({ length: last + 1 }, (_, i): WallSegment => {
    const date = addDays(range.startDate, i);
    const from = i === 0 ? startMinutes : 0;
    // Every piece but the last runs to the next midnight; so does the last when the slot ends at 00:00.
    const to = i < range.days || endMinutes === 0 ? `${addDays(date, 1)} 00:00:00` : at(date, endMinutes);
    return { start: at(date, from), end: to, part: i === 0 ? 'first' : 'continued' };
  });
}
