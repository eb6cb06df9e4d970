/**
 * What a form will create, each slot with the rules it breaks, so a recurring batch is fixed in
 * one pass instead of refusal by refusal. The host checks the same rules again.
 */
import type { Occurrence } from './recurrence';
import { overlappingIndexes, overlaps, type Interval } from './overlap';
import { startsFarEnough } from './slot-rules';
import { isInsideWindow, type BookingWindow } from './week-window';

export type Conflict = 'tooSoon' | 'outsideWindow' | 'overlap';

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

/** The existing slots the rows overlap, each once, earliest first. */
export function overlappedSlots<T extends Interval>(rows: readonly PreviewRow<T>[]): T[] {
  return [...new Set(rows.flatMap((row) => row.overlapped))].sort((a, b) => a.startMs - b.startMs);
}

/** Every rule the rows break, each once, in a fixed order (for the form's one message per rule). */
export function batchConflicts(rows: readonly PreviewRow[]): Conflict[] {
  const found = new Set(rows.flatMap((row) => row.conflicts));
  return (['tooSoon', 'outsideWindow', 'overlap'] as const).filter((c) => found.has(c));
}
