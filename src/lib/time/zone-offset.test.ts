import { describe, expect, it, vi } from 'vitest';
import { TeacherTimeError } from './instant';
import { AUCKLAND, BEIJING, fixed, iana, KOLKATA, LONDON, MANUAL_NY, NY } from './test-zones';
import { fromTeacherWall, isValidIanaZone, teacherOffsetMinutes, toTeacherWall, type TeacherZone, type WallTimeInput } from './zone-offset';

describe('teacherOffsetMinutes', () => {
  it.each<[string, TeacherZone, string, number]>([
    ['fixed +8', BEIJING, '2026-07-01T12:00:00Z', 480],
    ['fixed +5.5', fixed(5.5), '2026-07-01T12:00:00Z', 330],
    ['fixed -3.5', fixed(-3.5), '2026-07-01T12:00:00Z', -210],
    ['fixed +5.75', fixed(5.75), '2026-07-01T12:00:00Z', 345],
    ['manual DST: before window', MANUAL_NY, '2026-01-15T12:00:00Z', -300],
    ['manual DST: 1 ms before start', MANUAL_NY, '2026-03-08T04:59:59.999Z', -300],
    ['manual DST: exact start (inclusive)', MANUAL_NY, '2026-03-08T05:00:00Z', -240],
    ['manual DST: inside', MANUAL_NY, '2026-07-01T00:00:00Z', -240],
    ['manual DST: 1 ms before end', MANUAL_NY, '2026-11-01T04:59:59.999Z', -240],
    ['manual DST: exact end (exclusive)', MANUAL_NY, '2026-11-01T05:00:00Z', -300],
    ['manual DST: after window', MANUAL_NY, '2026-12-01T00:00:00Z', -300],
    ['DST bounds with explicit offset', fixed(-5, '2026-03-08T02:00:00-05:00', '2026-11-01T02:00:00-04:00'), '2026-03-08T06:59:59Z', -300],
    [
      'DST bounds with explicit offset, start',
      fixed(-5, '2026-03-08T02:00:00-05:00', '2026-11-01T02:00:00-04:00'),
      '2026-03-08T07:00:00Z',
      -240,
    ],
    [
      'DST bounds with explicit offset, end',
      fixed(-5, '2026-03-08T02:00:00-05:00', '2026-11-01T02:00:00-04:00'),
      '2026-11-01T06:00:00Z',
      -300,
    ],
    ['zone-less DST bound = teacher standard time', fixed(-5, '2026-03-08T02:00:00', '2026-11-01T01:00:00'), '2026-03-08T07:00:00Z', -240],
    ['DST start invalid -> no DST', fixed(-5, 'garbage', '2026-11-01'), '2026-07-01T00:00:00Z', -300],
    ['DST empty strings -> no DST', fixed(-5, '', ''), '2026-07-01T00:00:00Z', -300],
    ['DST end missing -> no DST', fixed(-5, '2026-03-08', null), '2026-07-01T00:00:00Z', -300],
    ['DST inverted window -> no DST', fixed(-5, '2026-11-01', '2026-03-08'), '2026-07-01T00:00:00Z', -300],
    ['NaN tzOffset -> 0', fixed(Number.NaN), '2026-07-01T00:00:00Z', 0],
    ['NY: 01:59:59 EST before spring forward', NY, '2026-03-08T06:59:59Z', -300],
    ['NY: 01:30 EST (date-fns-tz getTimezoneOffset says -4 h here)', NY, '2026-03-08T06:30:00Z', -300],
    ['NY: 03:00 EDT after spring forward', NY, '2026-03-08T07:00:00Z', -240],
    ['NY: first 01:30 (EDT) on fall back', NY, '2026-11-01T05:30:00Z', -240],
    ['NY: 1 s before fall back', NY, '2026-11-01T05:59:59Z', -240],
    ['NY: second 01:00 (EST) on fall back', NY, '2026-11-01T06:00:00Z', -300],
    ['London: 1 s before BST', LONDON, '2026-03-29T00:59:59Z', 0],
    ['London: BST starts', LONDON, '2026-03-29T01:00:00Z', 60],
    ['London: 1 s before GMT', LONDON, '2026-10-25T00:59:59Z', 60],
    ['London: GMT again', LONDON, '2026-10-25T01:00:00Z', 0],
    ['Kolkata half-hour zone', KOLKATA, '2026-06-01T00:00:00Z', 330],
    ['Auckland NZDT (southern summer)', AUCKLAND, '2026-01-04T11:30:00Z', 780],
    ['Auckland NZST (southern winter)', AUCKLAND, '2026-06-01T12:00:00Z', 720],
    ['invalid IANA falls back to tzOffset', { ...BEIJING, timezone: 'Mars/Olympus' }, '2026-07-01T00:00:00Z', 480],
    ['misspelt IANA falls back to tzOffset + DST', { ...MANUAL_NY, timezone: 'America/New_Yrok' }, '2026-07-01T00:00:00Z', -240],
    ['empty IANA falls back', { ...BEIJING, timezone: '   ' }, '2026-07-01T00:00:00Z', 480],
    ['valid IANA wins over tzOffset/DST', { ...MANUAL_NY, timezone: 'Asia/Shanghai' }, '2026-07-01T00:00:00Z', 480],
  ])('%s', (_name, zone, instant, expected) => {
    expect(teacherOffsetMinutes(new Date(instant), zone)).toBe(expected);
    expect(teacherOffsetMinutes(instant, zone)).toBe(expected);
  });
});

describe('IANA offsets match Intl at every sampled instant (guards the per-day cache)', () => {
  // Reference: wall clock from Intl.formatToParts minus the instant, computed independently.
  const formats = new Map<string, Intl.DateTimeFormat>();
  function referenceOffset(timeZone: string, ms: number): number {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      formats.set(timeZone, format);
    }
    const parts = format.formatToParts(ms);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
  }

  it.each<[string, string, number, number]>([
    // zone, from, hours to sweep, step in minutes
    ['America/New_York', '2026-03-07T00:00:00Z', 72, 7],
    ['America/New_York', '2026-10-31T00:00:00Z', 72, 7],
    ['Europe/London', '2026-03-28T00:00:00Z', 72, 7],
    ['Europe/London', '2026-10-24T00:00:00Z', 72, 7],
    ['Pacific/Auckland', '2026-04-04T00:00:00Z', 72, 7],
    ['Pacific/Auckland', '2026-09-26T00:00:00Z', 72, 7],
    ['Australia/Lord_Howe', '2026-04-04T00:00:00Z', 72, 7], // half-hour DST shift
    ['America/St_Johns', '2026-03-07T00:00:00Z', 72, 7], // -3:30 with DST
    ['Asia/Kolkata', '2026-01-01T00:00:00Z', 24 * 365, 97],
    ['America/New_York', '2026-01-01T00:00:00Z', 24 * 365, 97],
  ])('%s from %s', (timeZone, from, hours, step) => {
    const zone = iana(timeZone);
    const start = Date.parse(from);
    const mismatches: string[] = [];
    for (let t = start; t < start + hours * 3_600_000; t += step * 60_000) {
      const got = teacherOffsetMinutes(new Date(t), zone);
      const want = referenceOffset(timeZone, t);
      if (got !== want) mismatches.push(`${new Date(t).toISOString()}: ${got} != ${want}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('engines without Intl longOffset (pre-2022) read offsets from formatToParts', () => {
  it.each<[string, number]>([
    ['2026-03-29T00:59:59Z', 60],
    ['2026-03-29T01:00:00Z', 120],
    ['2026-10-25T00:59:59Z', 120],
    ['2026-10-25T01:00:00Z', 60],
    ['2026-07-01T12:34:56.789Z', 120],
  ])('Europe/Berlin at %s', (instant, expected) => {
    const RealFormat = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      if (options?.timeZoneName === 'longOffset') throw new RangeError('longOffset unsupported');
      return new RealFormat(locales, options);
    } as typeof Intl.DateTimeFormat);
    try {
      // A zone no other test uses, so its reader is built while the stub is in place.
      expect(teacherOffsetMinutes(instant, iana('Europe/Berlin'))).toBe(expected);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('isValidIanaZone', () => {
  it.each<[string | null, boolean]>([
    ['America/New_York', true],
    ['UTC', true],
    ['Asia/Kolkata', true],
    ['Mars/Olympus', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (name, expected) => {
    expect(isValidIanaZone(name)).toBe(expected);
    expect(isValidIanaZone(name)).toBe(expected); // second call hits the cache
  });
});

describe('toTeacherWall', () => {
  const w = (year: number, month: number, day: number, hour: number, minute: number, second: number, weekday: number) => ({
    year,
    month,
    day,
    hour,
    minute,
    second,
    weekday,
  });
  it.each<[string, Date | string, TeacherZone, ReturnType<typeof w>]>([
    ['UTC -> +8 crosses midnight', '2026-03-08T16:30:00Z', BEIJING, w(2026, 3, 9, 0, 30, 0, 1)],
    ['Date object input', new Date('2026-03-08T16:30:00Z'), BEIJING, w(2026, 3, 9, 0, 30, 0, 1)],
    ['input with its own offset', '2026-03-08T01:30:00-05:00', NY, w(2026, 3, 8, 1, 30, 0, 0)],
    ['NY before spring forward', '2026-03-08T06:30:00Z', NY, w(2026, 3, 8, 1, 30, 0, 0)],
    ['NY after spring forward', '2026-03-08T07:00:00Z', NY, w(2026, 3, 8, 3, 0, 0, 0)],
    ['NY fall back, first 01:30', '2026-11-01T05:30:00Z', NY, w(2026, 11, 1, 1, 30, 0, 0)],
    ['NY fall back, second 01:30', '2026-11-01T06:30:00Z', NY, w(2026, 11, 1, 1, 30, 0, 0)],
    ['London spring forward', '2026-03-29T01:00:00Z', LONDON, w(2026, 3, 29, 2, 0, 0, 0)],
    ['London fall back', '2026-10-25T01:00:00Z', LONDON, w(2026, 10, 25, 1, 0, 0, 0)],
    ['Kolkata across new year', '2026-12-31T20:00:00Z', KOLKATA, w(2027, 1, 1, 1, 30, 0, 5)],
    ['manual DST start: 00:00 standard becomes 01:00', '2026-03-08T05:00:00Z', MANUAL_NY, w(2026, 3, 8, 1, 0, 0, 0)],
    ['manual DST end: 01:00 becomes 00:00', '2026-11-01T05:00:00Z', MANUAL_NY, w(2026, 11, 1, 0, 0, 0, 0)],
    ['seconds are kept, ms dropped', '2026-01-01T00:00:59.999Z', fixed(0), w(2026, 1, 1, 0, 0, 59, 4)],
  ])('%s', (_name, instant, zone, expected) => {
    expect(toTeacherWall(instant, zone)).toEqual(expected);
  });
});

describe('fromTeacherWall', () => {
  it.each<[string, WallTimeInput, TeacherZone, string]>([
    ['fixed +8', { year: 2026, month: 3, day: 9, hour: 0, minute: 30 }, BEIJING, '2026-03-08T16:30:00.000Z'],
    ['fixed -3.5', { year: 2026, month: 3, day: 9, hour: 0, minute: 0 }, fixed(-3.5), '2026-03-09T03:30:00.000Z'],
    ['Kolkata', { year: 2027, month: 1, day: 1, hour: 1, minute: 30 }, KOLKATA, '2026-12-31T20:00:00.000Z'],
    ['seconds given', { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 5 }, fixed(0), '2026-01-01T00:00:05.000Z'],
    ['NY last second before gap', { year: 2026, month: 3, day: 8, hour: 1, minute: 59, second: 59 }, NY, '2026-03-08T06:59:59.000Z'],
    ['NY gap 02:30 -> 03:30 EDT', { year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY, '2026-03-08T07:30:00.000Z'],
    ['NY gap 02:00 -> 03:00 EDT', { year: 2026, month: 3, day: 8, hour: 2, minute: 0 }, NY, '2026-03-08T07:00:00.000Z'],
    ['NY first wall after gap', { year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, NY, '2026-03-08T07:00:00.000Z'],
    ['NY overlap 01:30 -> earlier (EDT)', { year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY, '2026-11-01T05:30:00.000Z'],
    ['NY overlap 01:00 -> earlier (EDT)', { year: 2026, month: 11, day: 1, hour: 1, minute: 0 }, NY, '2026-11-01T05:00:00.000Z'],
    ['NY after overlap', { year: 2026, month: 11, day: 1, hour: 2, minute: 0 }, NY, '2026-11-01T07:00:00.000Z'],
    ['London gap 01:30 -> 02:30 BST', { year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, LONDON, '2026-03-29T01:30:00.000Z'],
    ['London overlap 01:30 -> earlier (BST)', { year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, LONDON, '2026-10-25T00:30:00.000Z'],
    ['manual DST gap 00:30 -> 01:30', { year: 2026, month: 3, day: 8, hour: 0, minute: 30 }, MANUAL_NY, '2026-03-08T05:30:00.000Z'],
    ['manual DST overlap 00:30 -> earlier', { year: 2026, month: 11, day: 1, hour: 0, minute: 30 }, MANUAL_NY, '2026-11-01T04:30:00.000Z'],
    ['Auckland gap 02:30 -> 03:30 NZDT', { year: 2026, month: 9, day: 27, hour: 2, minute: 30 }, AUCKLAND, '2026-09-26T14:30:00.000Z'],
  ])('%s', (_name, wall, zone, expected) => {
    expect(fromTeacherWall(wall, zone).toISOString()).toBe(expected);
  });

  // Every 15 minutes across each change day: wall -> instant -> wall is the identity, and the
  // instant chosen is never later than the original one (the later overlap maps to the earlier).
  it.each<[string, TeacherZone, string]>([
    ['NY spring', NY, '2026-03-07T12:00:00Z'],
    ['NY fall', NY, '2026-10-31T12:00:00Z'],
    ['London spring', LONDON, '2026-03-28T12:00:00Z'],
    ['London fall', LONDON, '2026-10-24T12:00:00Z'],
    ['manual spring', MANUAL_NY, '2026-03-07T12:00:00Z'],
    ['manual fall', MANUAL_NY, '2026-10-31T12:00:00Z'],
    ['Kolkata', KOLKATA, '2026-03-07T12:00:00Z'],
  ])('round trips around %s', (_name, zone, from) => {
    const start = Date.parse(from);
    for (let t = start; t < start + 36 * 3_600_000; t += 15 * 60_000) {
      const wall = toTeacherWall(new Date(t), zone);
      const back = fromTeacherWall(wall, zone);
      expect(toTeacherWall(back, zone)).toEqual(wall);
      expect(t - back.getTime()).toBeGreaterThanOrEqual(0);
      expect(t - back.getTime()).toBeLessThanOrEqual(3_600_000);
    }
  });

  it.each<[string, WallTimeInput]>([
    ['month 13', { year: 2026, month: 13, day: 1, hour: 0, minute: 0 }],
    ['Feb 30', { year: 2026, month: 2, day: 30, hour: 0, minute: 0 }],
    ['hour 24', { year: 2026, month: 1, day: 1, hour: 24, minute: 0 }],
    ['minute 60', { year: 2026, month: 1, day: 1, hour: 0, minute: 60 }],
    ['fractional', { year: 2026, month: 1, day: 1.5, hour: 0, minute: 0 }],
    ['NaN', { year: Number.NaN, month: 1, day: 1, hour: 0, minute: 0 }],
  ])('throws on impossible wall time: %s', (_name, wall) => {
    expect(() => fromTeacherWall(wall, BEIJING)).toThrow(TeacherTimeError);
  });
});
