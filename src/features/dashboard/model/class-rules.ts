import { parseInstantMs } from '@/lib/time/instant';

/** Spec 6 and 9: a class starting in less than 24 hours can no longer be cancelled. */
export const CANCEL_NOTICE_MS = 24 * 60 * 60 * 1000;

/** The two instants of a class; ClassItem fits. */
export interface ClassTimes {
  startAt: string;
  endAt: string;
}

/** Class time is [start, end): notifying students is allowed only then (spec 6). */
export function isInClassTime({ startAt, endAt }: ClassTimes, now: Date): boolean {
  const t = now.getTime();
  return parseInstantMs(startAt) <= t && t < parseInstantMs(endAt);
}

/** Classes in progress at `now`, for re-entering one after a drop (/ClassAgain). */
export function classesInProgress<T extends ClassTimes>(items: readonly T[], now: Date): T[] {
  return items.filter((item) => isInClassTime(item, now));
}
