import type { TeacherZone } from '@/lib/time/zone-offset';

/** Zones for the booking model's tests, as the login answer gives them (docs/api-contract.md). */
export const NEW_YORK: TeacherZone = {
  tzOffset: -5,
  dstStart: '2026-03-08T07:00:00.000Z',
  dstEnd: '2026-11-01T06:00:00.000Z',
  timezone: 'America/New_York',
};
/** The same zone for a legacy account: offset and DST window only, no IANA name. */
export const NEW_YORK_LEGACY: TeacherZone = { ...NEW_YORK, timezone: '' };
export const SHANGHAI: TeacherZone = { tzOffset: 8, dstStart: null, dstEnd: null, timezone: 'Asia/Shanghai' };
