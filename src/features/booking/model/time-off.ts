/**
 * Issue 41: time off. A range on the teacher's clock (whole days, or one day's hours) and what it
 * does to her slots: the open ones inside it are closed; the booked ones are hers to cancel from
 * My courses (spec 5: a booked slot cannot be deleted), so they are only listed.
 */
import type { DayOff } from '@/entities/days-off/model/days-off';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { Interval } from './overlap';
import { overlaps } from './overlap';
import { endsNextDay } from './recurrence';
import type { BookingSlot } from './slot';
import { addDays, daysBetween, parseWallDate, wallInstant } from './wall-date';

export type TimeOffRange =
  | { kind: 'days'; from: string; to: string }
  /** One day's hours; an end at or before the start is the next day's (as in the add-slot form). */
  | { kind: 'hours'; date: string; startTime: string; endTime: string };

/** The longest range one step takes: the two weeks a slot can be in. */
export const MAX_TIME_OFF_DAYS = 14;

/** The range as instants, [start, end); null while a field is missing, reversed or longer than two weeks. */
export function timeOffInterval(range: TimeOffRange, zone: TeacherZone): Interval | null {
  if (range.kind === 'days') {
    if (!parseWallDate(range.from) || !parseWallDate(range.to)) return null;
    const days = daysBetween(range.from, range.to);
    if (days < 0 || days >= MAX_TIME_OFF_DAYS) return null;
    const start = wallInstant(range.from, '00:00', zone);
    const end = wallInstant(addDays(range.to, 1), '00:00', zone);
    return start && end ? { startMs: start.getTime(), endMs: end.getTime() } : null;
  }
  const nextDay = endsNextDay(range.startTime, range.endTime);
  if (nextDay === null || !parseWallDate(range.date)) return null;
  const start = wallInstant(range.date, range.startTime, zone);
  const end = wallInstant(nextDay ? addDays(range.date, 1) : range.date, range.endTime, zone);
  return start && end && end > start ? { startMs: start.getTime(), endMs: end.getTime() } : null;
}

export interface TimeOffPlan {
  /** Open slots that touch the range for more than an instant: closed (deleted). */
  close: BookingSlot[];
  /** Booked classes inside it: left alone, each to cancel from its card. */
  booked: BookingSlot[];
}

/** A slot that shares any time with the range is in it (touching edges are not). */
export function planTimeOff(slots: readonly BookingSlot[], interval: Interval): TimeOffPlan {
  const inside = slots.filter((slot) => overlaps(slot, interval));
  return { close: inside.filter((s) => !s.booked), booked: inside.filter((s) => s.booked) };
}

/** Time off as the rule of the portal's own writes reads it (issue 47.1): its instants and its first day. */
export interface OffSpan extends Interval {
  /** Its first day ('YYYY-MM-DD', teacher time). */
  from: string;
}

/** What was kept, as spans on the teacher's clock; an entry that no longer reads is left out. */
export function offSpans(list: readonly DayOff[], zone: TeacherZone): OffSpan[] {
  return list.flatMap((d) => {
    const range: TimeOffRange = d.hours
      ? { kind: 'hours', date: d.from, startTime: d.hours.start, endTime: d.hours.end }
      : { kind: 'days', from: d.from, to: d.to };
    const interval = timeOffInterval(range, zone);
    return interval ? [{ ...interval, from: d.from }] : [];
  });
}

/**
 * The day ('YYYY-MM-DD') a slot of `date` meets time off: "You are off on Wed 2026-12-09". The later of the slot's
 * own day and the span's first day (a night slot that runs into a day off meets it on that day). Null when free.
 */
export function dayOffMet(slot: Interval & { date: string }, spans: readonly OffSpan[]): string | null {
  const span = spans.find((s) => overlaps(slot, s));
  if (!span) return null;
  return slot.date >= span.from ? slot.date : span.from;
}
