/**
 * Issue 41: this week's slots as a template for next week. Each slot is copied by its wall times on
 * the teacher's clock (its start's date + 7 days, the same start and end times), so a clock change
 * between the weeks moves nothing on the wall, and a slot past midnight still ends on the next day.
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import { overlaps } from './overlap';
import type { BookingSlot } from './slot';
import { startsFarEnough } from './slot-rules';
import { addDays, daysBetween, wallInstant } from './wall-date';
import { wallRange } from './wall-range';
import { dayOffMet, type OffSpan } from './time-off';
import { isInsideWindow, type BookingWindow } from './week-window';

/**
 * What becomes of a copied slot: opened, or skipped (it falls in her time off; next week already has it; it
 * overlaps a slot there), or what the host refuses (the 24 h rule, the two-week window, a slot of no course of hers).
 */
export type CopyVerdict = 'open' | 'timeOff' | 'exists' | 'overlap' | 'tooSoon' | 'outsideWindow' | 'noCourse';

export interface CopyLine {
  /** The slot of this week it copies. */
  source: BookingSlot;
  /** The copy's start date ('YYYY-MM-DD', teacher time). */
  date: string;
  startMs: number;
  endMs: number;
  verdict: CopyVerdict;
  /** The slot of next week it meets (the same one, or one it overlaps). */
  meets: BookingSlot | null;
  /** The day of time off it falls in ('YYYY-MM-DD'), for 'timeOff'. */
  offOn?: string;
}

/** The copy of `slot` one week later at the same wall times; null when a clock change leaves no such time. */
export function copyOneWeekLater(
  slot: { startMs: number; endMs: number },
  zone: TeacherZone,
): { date: string; startMs: number; endMs: number } | null {
  const range = wallRange(slot.startMs, slot.endMs, zone);
  if (!range) return null;
  const date = addDays(range.startDate, 7);
  const start = wallInstant(date, range.startTime, zone);
  const end = wallInstant(addDays(range.endDate, 7), range.endTime, zone);
  return start && end && end > start ? { date, startMs: start.getTime(), endMs: end.getTime() } : null;
}

/**
 * Every slot (open or booked) starting in the week of Monday `week`, copied to the next week and judged
 * against her time off (`off`: a copy in it is skipped first, whatever else holds), the teacher's slots
 * (`slots`, both weeks), the 24 h rule at `now` and the window. Earliest first.
 */
export function planCopyWeek(
  slots: readonly BookingSlot[],
  week: string,
  zone: TeacherZone,
  now: Date,
  window: BookingWindow,
  off: readonly OffSpan[] = [],
): CopyLine[] {
  return slots.flatMap((source): CopyLine[] => {
    const range = wallRange(source.startMs, source.endMs, zone);
    const offset = range ? daysBetween(week, range.startDate) : -1;
    if (offset < 0 || offset > 6) return [];
    const copy = copyOneWeekLater(source, zone);
    if (!copy) return [];
    const offOn = dayOffMet(copy, off);
    if (offOn) return [{ source, ...copy, verdict: 'timeOff', meets: null, offOn }];
    const same = slots.find((s) => s.startMs === copy.startMs && s.endMs === copy.endMs) ?? null;
    const hit = same ?? slots.find((s) => overlaps(copy, s)) ?? null;
    const verdict: CopyVerdict = same
      ? 'exists'
      : hit
        ? 'overlap'
        : !startsFarEnough(copy.startMs, now)
          ? 'tooSoon'
          : !isInsideWindow(copy, window)
            ? 'outsideWindow'
            : source.courseId === null
              ? 'noCourse'
              : 'open';
    return [{ source, ...copy, verdict, meets: hit }];
  });
}

/** Lines the teacher may send: those to be opened. */
export const canSend = (line: CopyLine): boolean => line.verdict === 'open';
