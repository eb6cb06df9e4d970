import type { TeacherZone } from '@/lib/time/zone-offset';
import { shiftDate, teacherWeek, weekdayOfDate } from '@/lib/time/teacher-week';
import type { ClassItem } from '@/entities/classes/model/class-item';

export interface ClassBuckets {
  thisWeek: ClassItem[];
  nextWeek: ClassItem[];
  later: ClassItem[];
}

/**
 * Spec 1 dashboard tabs, by start time in teacher time, on the one teacher week (Monday 00:00 to Sunday
 * 23:59:59.999, lib/time/teacher-week.ts): "this week" lists what has not ended through the coming Sunday
 * (tonight when today is Sunday), "next week" the following Monday to Sunday, "later" what comes after.
 * A class that has not ended yet stays listed (one in progress counts as this week); a class
 * that has ended (end <= now) is dropped.
 */
export function bucketClasses(items: ClassItem[], zone: TeacherZone, now: Date): ClassBuckets {
  const nowMs = now.getTime();
  const nextMonday = teacherWeek(now, zone).endMs;
  const mondayAfterNext = teacherWeek(now, zone, 1).endMs;
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

/** A day of a range: 'YYYY-MM-DD' in teacher time, and its weekday (0 = Sunday). */
export interface RangeDay {
  date: string;
  weekday: number;
}

export interface BucketRanges {
  /** Monday to Sunday of the teacher's week (lib/time/teacher-week.ts), as Book a class names it. */
  thisWeek: { from: RangeDay; to: RangeDay };
  nextWeek: { from: RangeDay; to: RangeDay };
  later: { from: RangeDay };
}

const rangeDay = (date: string): RangeDay => ({ date, weekday: weekdayOfDate(date) });

/** The days each tab covers, so each names its week (the one week of every screen, Monday to Sunday). */
export function bucketRanges(now: Date, zone: TeacherZone): BucketRanges {
  const [thisWeek, nextWeek] = [teacherWeek(now, zone), teacherWeek(now, zone, 1)];
  return {
    thisWeek: { from: rangeDay(thisWeek.first), to: rangeDay(thisWeek.last) },
    nextWeek: { from: rangeDay(nextWeek.first), to: rangeDay(nextWeek.last) },
    later: { from: rangeDay(shiftDate(nextWeek.last, 1)) },
  };
}
