/** Time helpers of the demo host. Every instant is epoch milliseconds or an ISO 8601 UTC string. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const iso = (ms: number): string => new Date(ms).toISOString();
export const floorHalfHour = (ms: number): number => Math.floor(ms / (30 * MINUTE)) * 30 * MINUTE;

type DstRule = 'us' | 'eu' | null;

interface Zone {
  /** Standard (winter) offset in hours, as the login answer's tz_offset. */
  offset: number;
  dst: DstRule;
}

/** The zones demo teachers live in. An empty timezone is a legacy account: offset only. */
export const ZONES: Record<string, Zone> = {
  'America/New_York': { offset: -5, dst: 'us' },
  'America/Los_Angeles': { offset: -8, dst: 'us' },
  'Europe/London': { offset: 0, dst: 'eu' },
  'Asia/Shanghai': { offset: 8, dst: null },
  'Asia/Tokyo': { offset: 9, dst: null },
  '': { offset: 8, dst: null },
};

export const zoneOf = (timezone: string): Zone => ZONES[timezone] ?? { offset: 8, dst: null };

/** Day of month of the n-th (1-based) Sunday, or the last one with n = -1. */
function sundayOf(year: number, month: number, n: number): number {
  if (n > 0) {
    const firstDow = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - firstDow) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * The daylight-saving window of `year` as UTC instants, or null when the zone has none.
 * US: 2nd Sunday of March 02:00 standard time to 1st Sunday of November 02:00 daylight time.
 * EU: last Sunday of March 01:00 UTC to last Sunday of October 01:00 UTC.
 */
export function dstWindow(timezone: string, year: number): { start: string; end: string } | null {
  const zone = zoneOf(timezone);
  if (zone.dst === 'us') {
    const start = Date.UTC(year, 2, sundayOf(year, 2, 2), 2 - zone.offset);
    const end = Date.UTC(year, 10, sundayOf(year, 10, 1), 2 - (zone.offset + 1));
    return { start: iso(start), end: iso(end) };
  }
  if (zone.dst === 'eu') {
    const start = Date.UTC(year, 2, sundayOf(year, 2, -1), 1);
    const end = Date.UTC(year, 9, sundayOf(year, 9, -1), 1);
    return { start: iso(start), end: iso(end) };
  }
  return null;
}

/** The tz fields of the login and teacher-token answers, for the year of `now`. */
export function tzFields(timezone: string, now: number) {
  const window = dstWindow(timezone, new Date(now).getUTCFullYear());
  return {
    tz_offset: zoneOf(timezone).offset,
    dst_start: window?.start ?? null,
    dst_end: window?.end ?? null,
    timezone,
  };
}

/** Offset in ms of the zone's wall clock at `instant`, daylight saving included. */
export function offsetMs(timezone: string, instant: number): number {
  const window = dstWindow(timezone, new Date(instant).getUTCFullYear());
  const inDst = window !== null && instant >= Date.parse(window.start) && instant < Date.parse(window.end);
  return (zoneOf(timezone).offset + (inDst ? 1 : 0)) * HOUR;
}

/** Calendar helpers in a teacher's wall-clock time (weeks run Monday to Sunday). */
export function teacherCalendar(timezone: string, now: number) {
  const offset = offsetMs(timezone, now);
  const localMidnight = Math.floor((now + offset) / DAY) * DAY - offset;
  const dow = new Date(now + offset).getUTCDay();
  const endOfThisWeek = localMidnight + (((7 - dow) % 7) + 1) * DAY;
  return {
    /** Instant of `hour` (may be fractional) on the day `dayOffset` days from today, at today's offset. */
    at: (dayOffset: number, hour: number) => localMidnight + dayOffset * DAY + hour * HOUR,
    /** The same, but what the wall clock shows on that day: a daylight-saving change between is taken into account. */
    wallAt: (dayOffset: number, hour: number) => {
      const wall = localMidnight + offset + dayOffset * DAY + hour * HOUR;
      return wall - offsetMs(timezone, wall - offsetMs(timezone, wall));
    },
    /** Today's weekday, 0 = Sunday. */
    dow,
    /** Days from today to the coming Sunday, inclusive of today. */
    daysLeftThisWeek: ((7 - dow) % 7) + 1,
    endOfThisWeek,
    endOfNextWeek: endOfThisWeek + 7 * DAY,
  };
}
