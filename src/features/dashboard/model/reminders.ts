/** The in-app reminder 10 minutes before a class: which classes are due, and when the next one is. */
import type { ClassItem } from '@/entities/classes/model/class-item';

export const REMINDER_LEAD_MS = 10 * 60_000;

/** A class item's id and start (epoch ms, NaN when unreadable): no ISO string to parse again. */
type Timed = Pick<ClassItem, 'id' | 'startMs'>;

/**
 * Classes whose reminder is due at `now`: starting within the next 10 minutes (start - 10 min <= now
 * < start) and not reminded yet. A class already started gets none: the dashboard shows it in progress.
 */
export function dueReminders<T extends Timed>(items: readonly T[], now: Date, reminded: ReadonlySet<number>): T[] {
  const at = now.getTime();
  return items.filter((item) => {
    return !reminded.has(item.id) && item.startMs - REMINDER_LEAD_MS <= at && at < item.startMs;
  });
}

/** When the next reminder falls due (epoch ms), strictly after `now`; null when none is left. */
export function nextReminderAt(items: readonly Timed[], now: Date, reminded: ReadonlySet<number>): number | null {
  const at = now.getTime();
  let next: number | null = null;
  for (const item of items) {
    const due = item.startMs - REMINDER_LEAD_MS;
    if (reminded.has(item.id) || Number.isNaN(due) || due <= at) continue;
    if (next === null || due < next) next = due;
  }
  return next;
}

/** Whole minutes until the start, rounded up (a class 9 min 30 s away "starts in 10 minutes"). */
export const minutesUntil = (item: Timed, now: Date): number => Math.max(0, Math.ceil((item.startMs - now.getTime()) / 60_000));
