import type { TeacherZone } from './zone-offset';

/** Zones for the time modules' table tests: fixed offsets (with a manual DST window) and IANA names. */
export const fixed = (tzOffset: number, dstStart: string | null = null, dstEnd: string | null = null): TeacherZone => ({
  tzOffset,
  dstStart,
  dstEnd,
  timezone: null,
});
export const iana = (timezone: string, tzOffset = 0): TeacherZone => ({ tzOffset, dstStart: null, dstEnd: null, timezone });

export const BEIJING = fixed(8);
// Manual US-style window: [2026-03-08T05:00Z, 2026-11-01T05:00Z) (00:00 in UTC-5 standard time).
export const MANUAL_NY = fixed(-5, '2026-03-08', '2026-11-01');
export const NY = iana('America/New_York', -5);
export const LONDON = iana('Europe/London', 0);
export const KOLKATA = iana('Asia/Kolkata', 5.5);
export const AUCKLAND = iana('Pacific/Auckland', 12);
