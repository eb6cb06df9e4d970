/**
 * What a form will create, each slot with the rules it breaks, so a recurring batch is fixed in
 * one pass instead of refusal by refusal. The host checks the same rules again.
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { Occurrence } from './recurrence';
import { overlappingIndexes, overlaps, type Interval } from './overlap';
import { startsFarEnough } from './slot-rules';
import { dayOffMet, type OffSpan } from './time-off';
import { toWallDateTime } from './wall-date';
import { isInsideWindow, type BookingWindow } from './week-window';

export type Conflict = 'gap' | 'tooSoon' | 'outsideWindow' | 'timeOff' | 'overlap';

/**
 * The rules no choice of the teacher's fixes for that day: its start does not exist (a spring change skips it), it
 * starts within 24 hours, or after next week, or falls in her time off. Such a day of a weekly batch is left out by itself, its reason said on its line (issue 39, point 5;
 * issue 47.1); an overlap stays the teacher's choice (clear the day, or change the times).
 */
const NEVER_OPENED: readonly Conflict[] = ['gap', 'tooSoon', 'outsideWindow', 'timeOff'];
export const cannotOpen = (row: { conflicts: readonly Conflict[] }): boolean => row.conflicts.some((c) => NEVER_OPENED.includes(c));

export interface PreviewRow<T extends Interval = Interval> extends Occurrence {
  conflicts: Conflict[];
  /** The existing slots it overlaps, so the form can name them. */
  overlapped: T[];
  /** The day of her time off it falls in ('YYYY-MM-DD'), for 'timeOff'. */
  offOn: string | null;
}

/**
 * Rows in the order given; `existing` are the teacher's slots (open and booked), `off` her time off. A day whose start
 * the clock skips breaks that rule alone, as the week copy's 'gap' (copy-week.ts): there is no slot to judge.
 */
export function previewBatch<T extends Interval>(
  occurrences: readonly Occurrence[],
  existing: readonly T[],
  now: Date,
  window: BookingWindow,
  off: readonly OffSpan[] = [],
): PreviewRow<T>[] {
  // A day with no such start is no slot: it overlaps nothing.
  const slots = occurrences.filter((o) => !o.gap);
  const overlapping = overlappingIndexes(slots, existing);
  return occurrences.map((occurrence) => {
    if (occurrence.gap) return { ...occurrence, conflicts: ['gap'], overlapped: [], offOn: null };
    const conflicts: Conflict[] = [];
    const offOn = dayOffMet(occurrence, off);
    if (!startsFarEnough(occurrence.startMs, now)) conflicts.push('tooSoon');
    if (!isInsideWindow(occurrence, window)) conflicts.push('outsideWindow');
    if (offOn) conflicts.push('timeOff');
    if (overlapping.has(slots.indexOf(occurrence))) conflicts.push('overlap');
    return { ...occurrence, conflicts, overlapped: existing.filter((slot) => overlaps(occurrence, slot)), offOn };
  });
}

/**
 * The day ('YYYY-MM-DD', teacher time) of a start after this week and next: "Left out: 2026-12-08 Tue is after next
 * week." Null when it starts inside (one that starts before this week is within the 24 hours, and said so).
 */
export function windowMiss(slot: Interval, window: BookingWindow, zone: TeacherZone): string | null {
  return slot.startMs >= window.endMs ? toWallDateTime(new Date(slot.startMs), zone).slice(0, 10) : null;
}

/** The existing slots the rows overlap, each once, earliest first. */
export function overlappedSlots<T extends Interval>(rows: readonly PreviewRow<T>[]): T[] {
  return [...new Set(rows.flatMap((row) => row.overlapped))].sort((a, b) => a.startMs - b.startMs);
}

/** Every rule the rows break, each once, in a fixed order (for the form's one message per rule). */
export function batchConflicts(rows: readonly PreviewRow[]): Conflict[] {
  const found = new Set(rows.flatMap((row) => row.conflicts));
  return (['gap', 'tooSoon', 'outsideWindow', 'timeOff', 'overlap'] as const).filter((c) => found.has(c));
}
