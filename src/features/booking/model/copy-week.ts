/**
 * Issue 41: this week's slots as a template for next week. Each slot is copied by its start's wall time on
 * the teacher's clock (its date + 7 days) and its length, so a clock change between the weeks moves nothing
 * on the wall, and a slot past midnight still ends on the next day.
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import { overlaps } from './overlap';
import type { BookingSlot } from './slot';
import { startsFarEnough } from './slot-rules';
import { addDays, daysBetween, wallStart } from './wall-date';
import { type WallRange, wallRange } from './wall-range';
import { dayOffMet, type OffSpan } from './time-off';
import { isInsideWindow, type BookingWindow } from './week-window';

/**
 * What becomes of a copied slot: opened, or skipped (it falls in her time off; next week already has it, the same
 * course at the same times; it overlaps another slot there), or refused (the 24 h rule, a start outside the two
 * weeks, a slot of no course of hers, a start the clock skips that day).
 */
export type CopyVerdict = 'open' | 'timeOff' | 'exists' | 'overlap' | 'tooSoon' | 'outsideWindow' | 'noCourse' | 'gap';

export interface CopyLine {
  /** The slot of this week it copies. */
  source: BookingSlot;
  /** The copy's start date ('YYYY-MM-DD', teacher time). */
  date: string;
  startMs: number;
  endMs: number;
  /** The copy as the teacher's clock reads it (for 'gap', the times asked for, which that day lacks). */
  wall: WallRange;
  verdict: CopyVerdict;
  /** The slot of next week it meets (the same one, or one it overlaps). */
  meets: BookingSlot | null;
  /** The day of time off it falls in ('YYYY-MM-DD'), for 'timeOff'. */
  offOn?: string;
}

export interface WeekLaterCopy {
  date: string;
  startMs: number;
  endMs: number;
  wall: WallRange;
  /** The start's wall time ('HH:mm') when a forward change skips it on `date`: no such slot can be opened. */
  skipped?: string;
}

/**
 * The copy of `slot` one week later: its start at the same wall time, and as long as it is (a slot in an autumn
 * fold starts at the time's first occurrence and keeps its hour, rather than stretching to the second 02:30). A
 * start that a spring change skips that day is said, not moved. Null for a slot that cannot be read.
 */
export function copyOneWeekLater(slot: { startMs: number; endMs: number }, zone: TeacherZone): WeekLaterCopy | null {
  const range = wallRange(slot.startMs, slot.endMs, zone);
  if (!range) return null;
  const date = addDays(range.startDate, 7);
  const asked = { ...range, startDate: date, endDate: addDays(range.endDate, 7) };
  const start = wallStart(date, range.startTime, zone);
  if (!start) return null;
  const startMs = start.at.getTime();
  const endMs = startMs + (slot.endMs - slot.startMs);
  if (start.skipped) return { date, startMs, endMs, wall: asked, skipped: range.startTime };
  return { date, startMs, endMs, wall: wallRange(startMs, endMs, zone) ?? asked };
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
    const { skipped, ...at } = copy;
    if (skipped) return [{ source, ...at, verdict: 'gap', meets: null }];
    const offOn = dayOffMet(copy, off);
    if (offOn) return [{ source, ...at, verdict: 'timeOff', meets: null, offOn }];
    // The same slot: the same course at the same times. Another course's slot there is an overlap, and named.
    const same = slots.find((s) => s.startMs === copy.startMs && s.endMs === copy.endMs && s.courseId === source.courseId) ?? null;
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
    return [{ source, ...at, verdict, meets: hit }];
  });
}

/** Lines the teacher may send: those to be opened. */
export const canSend = (line: CopyLine): boolean => line.verdict === 'open';

/**
 * Whether the week's past may be missing (issue 47.5): it is after this week's start, yet no slot of this week that
 * has ended came back. A host that ignores include_past_appointments answers so, as does a week with no such slot;
 * the review says which days that may leave out rather than guess which.
 */
export const pastUnseen = (slots: readonly BookingSlot[], window: BookingWindow, now: Date): boolean =>
  now.getTime() > window.startMs && !slots.some((s) => s.startMs >= window.startMs && s.endMs <= now.getTime());
