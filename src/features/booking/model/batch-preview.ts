/**
 * What a form will create, each slot with the rules it breaks, so a recurring batch is fixed in
 * one pass instead of refusal by refusal. The host checks the same rules again.
 */
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { Occurrence } from './recurrence';
import { overlappingIndexes, overlaps, type Interval } from './overlap';
import { startsFarEnough } from './slot-rules';
import { toWallDateTime } from './wall-date';
import { isInsideWindow, type BookingWindow } from './week-window';

export type Conflict = 'tooSoon' | 'outsideWindow' | 'overlap';

/**
 * The rules no choice of the teacher's fixes for that day: it starts within 24 hours, or lies (in part)
 * outside this week and next. Such a day of a weekly batch is left out by itself, its reason said on its
 * line (issue 39, point 5); an overlap stays the teacher's choice (clear the day, or change the times).
 */
const NEVER_OPENED: readonly Conflict[] = ['tooSoon', 'outsideWindow'];
export const cannotOpen = (row: { conflicts: readonly Conflict[] }): boolean => row.conflicts.some((c) => NEVER_OPENED.includes(c));

export interface PreviewRow<T extends Interval = Interval> extends Occurrence {
  conflicts: Conflict[];
  /** The existing slots it overlaps, so the form can name them. */
  overlapped: T[];
}

/** Rows in the order given; `existing` are the teacher's slots (open and booked). */
export function previewBatch<T extends Interval>(
  occurrences: readonly Occurrence[],
  existing: readonly T[],
  now: Date,
  window: BookingWindow,
): PreviewRow<T>[] {
  const overlapping = overlappingIndexes(occurrences, existing);
  return occurrences.map((occurrence, i) => {
    const conflicts: Conflict[] = [];
    if (!startsFarEnough(occurrence.startMs, now)) conflicts.push('tooSoon');
    if (!isInsideWindow(occurrence, window)) conflicts.push('outsideWindow');
    if (overlapping.has(i)) conflicts.push('overlap');
    return { ...occurrence, conflicts, overlapped: existing.filter((slot) => overlaps(occurrence, slot)) };
  });
}

/**
 * Where a slot leaves this week and next, in the teacher's days: it starts after the last day, or starts
 * inside and ends after it (23:30–00:30 on the last Sunday ends on Monday); `date` is that start's or
 * end's day ('YYYY-MM-DD', teacher time). Null when it ends inside (one that starts before this week is
 * within the 24 hours, and said so).
 */
export interface WindowMiss {
  kind: 'startsAfter' | 'endsAfter';
  date: string;
}

export function windowMiss(slot: Interval, window: BookingWindow, zone: TeacherZone): WindowMiss | null {
  const after = slot.startMs >= window.endMs;
  if (!after && slot.endMs <= window.endMs) return null;
  return {
    kind: after ? 'startsAfter' : 'endsAfter',
    date: toWallDateTime(new Date(after ? slot.startMs : slot.endMs), zone).slice(0, 10),
  };
}

/** The existing slots the rows overlap, each once, earliest first. */
export function overlappedSlots<T extends Interval>(rows: readonly PreviewRow<T>[]): T[] {
  return [...new Set(rows.flatMap((row) => row.overlapped))].sort((a, b) => a.startMs - b.startMs);
}

/** Every rule the rows break, each once, in a fixed order (for the form's one message per rule). */
export function batchConflicts(rows: readonly PreviewRow[]): Conflict[] {
  const found = new Set(rows.flatMap((row) => row.conflicts));
  return (['tooSoon', 'outsideWindow', 'overlap'] as const).filter((c) => found.has(c));
}
