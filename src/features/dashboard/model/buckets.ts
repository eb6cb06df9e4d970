import { fromTeacherWall, toTeacherWall, type TeacherZone, type WallTime } from '@/lib/time/zone-offset';
import { formatWallDate } from '@/lib/time/wall-format';
import type { ClassItem } from '@/entities/classes/model/class-item';

export interface ClassBuckets {
  thisWeek: ClassItem[];
  nextWeek: ClassItem[];
  later: ClassItem[];
}

/**
 * Spec 1 dashboard tabs, by start time in teacher time. Weeks end on Sunday: "this week" runs
 * from now through the coming Sunday 23:59:59.999 (tonight when today is Sunday), "next week"
 * is the following Monday 00:00 to Sunday end of day, "later" is after that.
 * A class that has not ended yet stays listed (one in progress counts as this week); a class
 * that has ended (end <= now) is dropped.
 */
export function bucketClasses(items: ClassItem[], zone: TeacherZone, now: Date): ClassBuckets {
  const nowMs = now.getTime();
  const nextMonday = mondayAfter(now, zone, 0);
  const mondayAfterNext = mondayAfter(now, zone, 7);
  const buckets: ClassBuckets = { thisWeek: [], nextWeek: [], later: [] };

  // NaN end fails `>` too. toClassItems hands them over sorted, so the sort is a cheap check.
  const live = items.filter((item) => !Number.isNaN(item.startMs) && item.endMs > nowMs);
  if (!isSorted(live)) live.sort(byStart);

  for (const item of live) {
    if (item.startMs < nextMonday) buckets.thisWeek.push(item);
    else if (item.startMs < mondayAfterNext) buckets.nextWeek.push(item);
    else buckets.later.push(item);
  }
  return buckets;
}

const byStart = (a: ClassItem, b: ClassItem) => a.startMs - b.startMs || a.id - b.id;

function isSorted(items: ClassItem[]): boolean {
  for (let i = 1; i < items.length; i += 1) if (byStart(items[i - 1]!, items[i]!) > 0) return false;
  return true;
}

/** The teacher's date `days` after `today`, with its weekday (Date.UTC carries into the next month and year). */
function dateAfter(today: WallTime, days: number): { year: number; month: number; day: number; weekday: number } {
  const target = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate(), weekday: target.getUTCDay() };
}

/** Days from a teacher date to the Monday after its week: Sunday -> 1, Monday -> 7. */
const daysToMonday = (today: WallTime) => (8 - today.weekday) % 7 || 7;

/**
 * Epoch ms of 00:00 teacher time on the Monday after now's teacher week, plus `extraDays`.
 * Built from the wall date (not now + n * 24 h) so a DST change inside the week cannot shift
 * the bound by an hour; a midnight that a DST gap skips resolves to the first instant of Monday.
 */
function mondayAfter(now: Date, zone: TeacherZone, extraDays: number): number {
  const today = toTeacherWall(now, zone);
  return fromTeacherWall({ ...dateAfter(today, daysToMonday(today) + extraDays), hour: 0, minute: 0 }, zone).getTime();
}

/** A day of a range: 'YYYY-MM-DD' in teacher time, and its weekday (0 = Sunday). */
export interface RangeDay {
  date: string;
  weekday: number;
}

export interface BucketRanges {
  /** Today to the coming Sunday (today alone on a Sunday). */
  thisWeek: { from: RangeDay; to: RangeDay };
  nextWeek: { from: RangeDay; to: RangeDay };
  later: { from: RangeDay };
}

/** The days each tab covers, so each names its range (the weeks of spec 1 end on Sunday). */
export function bucketRanges(now: Date, zone: TeacherZone): BucketRanges {
  const today = toTeacherWall(now, zone);
  const monday = daysToMonday(today);
  const day = (n: number): RangeDay => {
    const wall = dateAfter(today, n);
    return { date: formatWallDate(wall), weekday: wall.weekday };
  };
  return {
    thisWeek: { from: day(0), to: day(monday - 1) },
    nextWeek: { from: day(monday), to: day(monday + 6) },
    later: { from: day(monday + 7) },
  };
}
