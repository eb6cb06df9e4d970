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
/** Europe/London: the clocks change at 01:00 UTC, on the last Sundays of March and October. */
export const LONDON: TeacherZone = {
  tzOffset: 0,
  dstStart: '2027-03-28T01:00:00.000Z',
  dstEnd: '2027-10-31T01:00:00.000Z',
  timezone: 'Europe/London',
};
/** Australia/Sydney: the southern summer, forward on the first Sunday of October, back on the first of April. */
export const SYDNEY: TeacherZone = {
  tzOffset: 10,
  dstStart: '2026-10-03T16:00:00.000Z',
  dstEnd: '2027-04-03T16:00:00.000Z',
  timezone: 'Australia/Sydney',
};
/** Australia/Lord_Howe: a 30-minute change (+10:30, +11 in the summer). */
export const LORD_HOWE: TeacherZone = {
  tzOffset: 10.5,
  dstStart: '2026-10-03T15:30:00.000Z',
  dstEnd: '2027-04-03T15:00:00.000Z',
  timezone: 'Australia/Lord_Howe',
};
