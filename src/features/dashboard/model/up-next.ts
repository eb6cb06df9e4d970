import { formatTeacherDate } from '@/lib/time/wall-format';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { ClassBuckets } from './buckets';
import type { ClassItem } from '@/entities/classes/model/class-item';

export interface UpNextList {
  /** What a teacher acts on next: the class in progress (if any), then the next one to start. */
  items: ClassItem[];
  /** The rest of today's classes (the teacher's day), after those: "+N more today", in the This Week tab. */
  moreToday: ClassItem[];
}

/**
 * What My courses opens on, whatever week it belongs to: the class in progress and the one that
 * comes next, a line each, so a phone's first screen still holds the tabs and the first card's way
 * in. On Sunday night a class at Monday 02:30 is next week's (spec 1: weeks end on Sunday) and still
 * comes next here. Today's other classes are counted, not listed.
 */
export function upNext(buckets: ClassBuckets, now: Date, zone: TeacherZone): UpNextList {
  const nowMs = now.getTime();
  // The buckets hold classes not ended yet, each bucket sorted by start, the buckets in order.
  const live = [...buckets.thisWeek, ...buckets.nextWeek, ...buckets.later];
  const inProgress = live.filter((item) => item.startMs <= nowMs);
  const next = live.find((item) => item.startMs > nowMs);
  const items = next ? [...inProgress, next] : inProgress;
  const today = formatTeacherDate(now, zone);
  const moreToday = live.filter(
    (item) => item.startMs > nowMs && item !== next && formatTeacherDate(new Date(item.startMs), zone) === today,
  );
  return { items, moreToday };
}
