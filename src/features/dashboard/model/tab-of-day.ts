import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketRanges, type ClassBuckets } from './buckets';

/**
 * The tab that lists a class of `date` ('YYYY-MM-DD', teacher time): where another screen sends the
 * teacher to see it (Book a class, for a class after its two weeks, the tabs' own). Apart from
 * buckets.ts, so the dashboard's first page does not carry it.
 */
export function tabOfDay(date: string, now: Date, zone: TeacherZone): keyof ClassBuckets {
  const ranges = bucketRanges(now, zone);
  if (date <= ranges.thisWeek.to.date) return 'thisWeek';
  return date <= ranges.nextWeek.to.date ? 'nextWeek' : 'later';
}
