import type { ClassBuckets } from './buckets';
import type { ClassItem } from './class-item';

/** How far ahead "Up next" looks. */
export const UP_NEXT_MS = 24 * 60 * 60_000;

/**
 * What My courses opens on, whatever week it belongs to: every class in progress or starting within
 * the next 24 hours, or else the one class that comes next. On Sunday night a class at Monday 02:30
 * is next week's (spec 1: weeks end on Sunday) and still comes first here.
 */
export function upNext(buckets: ClassBuckets, now: Date): ClassItem[] {
  const live = [...buckets.thisWeek, ...buckets.nextWeek, ...buckets.later];
  const soon = live.filter((item) => item.startMs < now.getTime() + UP_NEXT_MS);
  return soon.length > 0 ? soon : live.slice(0, 1);
}
