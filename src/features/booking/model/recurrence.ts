/**
 * The slots one "Add open time slot" form asks for. Weekly slots keep the same wall-clock time
 * on the teacher's clock, so across a DST change the UTC instants move and the teacher's 09:00
 * stays 09:00. How far a weekly pattern repeats is bounded (the booking window is two weeks).
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import { addDays, daysBetween, parseWallDate, parseWallTime, wallInstant, wallStart, weekdayOf } from './wall-date';

/** Two weeks: the longest span the booking window allows. */
export const MAX_REPEAT_DAYS = 14;

export type RecurrencePattern = 'none' | 'weekly';

export interface SlotRequest {
  /** First (or only) day, 'YYYY-MM-DD' in teacher time. */
  date: string;
  startTime: string;
  endTime: string;
  pattern: RecurrencePattern;
  /** Weekdays of a weekly pattern, 0 = Sunday. */
  days: readonly number[];
  /** Last day of a weekly pattern (inclusive). */
  until: string;
}

export interface Occurrence {
  date: string;
  startMs: number;
  endMs: number;
  /**
   * The times asked for, when a forward change skips the start on `date` (wall-date.ts `wallStart`): no such slot
   * can be opened, and the form says so as the week copy does, "02:30 does not exist on Sun 2027-03-14".
   */
  gap?: { startTime: string; endTime: string };
}

/** The days a request covers; empty when a field is missing or malformed. */
export function requestedDays({ date, pattern, days, until }: SlotRequest): string[] {
  if (!parseWallDate(date)) return [];
  if (pattern === 'none') return [date];
  if (!parseWallDate(until)) return [];
  const span = Math.min(daysBetween(date, until), MAX_REPEAT_DAYS - 1);
  return Array.from({ length: Math.max(span + 1, 0) }, (_, i) => addDays(date, i)).filter((day) => days.includes(weekdayOf(day)));
}

/** An end at or before the start is on the next day ('23:30'-'00:30'); null while a time is missing. */
export function endsNextDay(startTime: string, endTime: string): boolean | null {
  const start = parseWallTime(startTime);
  const end = parseWallTime(endTime);
  return start === null || end === null ? null : end <= start;
}

/**
 * Each requested day at the requested wall-clock times; a slot whose end reads at or before its
 * start ends on the next day, and belongs to the day it starts (its weekday, its date). A start in an
 * autumn fold is its first occurrence, once; one a spring change skips is a day with `gap`, never moved.
 * Empty when a time is missing.
 */
export function expandOccurrences(request: SlotRequest, zone: TeacherZone): Occurrence[] {
  const nextDay = endsNextDay(request.startTime, request.endTime);
  if (nextDay === null) return [];
  return requestedDays(request).flatMap((date) => {
    const start = wallStart(date, request.startTime, zone);
    const endAt = wallInstant(nextDay ? addDays(date, 1) : date, request.endTime, zone);
    if (!start || !endAt) return [];
    const startMs = start.at.getTime();
    const endMs = Math.max(endAt.getTime(), startMs);
    if (start.skipped) return [{ date, startMs, endMs, gap: { startTime: request.startTime, endTime: request.endTime } }];
    return endMs > startMs ? [{ date, startMs, endMs }] : [];
  });
}
