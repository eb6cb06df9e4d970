import { describe, expect, it } from 'vitest';
import { TeacherTimeError } from './instant';
import { AUCKLAND, BEIJING, KOLKATA, LONDON, MANUAL_NY, NY } from './test-zones';
import {
  durationParts,
  formatDuration,
  formatTeacherDate,
  formatTeacherTime,
  isSameTeacherDay,
  localDiffersFromTeacher,
  teacherClock,
  teacherDayKey,
} from './wall-format';
import type { TeacherZone } from './zone-offset';

describe('formatting in teacher time', () => {
  it.each<[string, string, TeacherZone, string, string]>([
    ['UTC -> +8', '2026-03-08T16:30:00Z', BEIJING, '2026-03-09', '00:30'],
    ['manual DST inside', '2026-07-01T04:05:00Z', MANUAL_NY, '2026-07-01', '00:05'],
    ['manual DST outside', '2026-12-01T04:05:00Z', MANUAL_NY, '2026-11-30', '23:05'],
    ['Auckland is a day ahead', '2026-01-04T11:30:00Z', AUCKLAND, '2026-01-05', '00:30'],
    ['Kolkata', '2026-06-01T18:29:00Z', KOLKATA, '2026-06-01', '23:59'],
    ['NY after spring forward', '2026-03-08T07:00:00Z', NY, '2026-03-08', '03:00'],
  ])('%s', (_name, instant, zone, date, time) => {
    expect(formatTeacherDate(instant, zone)).toBe(date);
    expect(teacherDayKey(instant, zone)).toBe(date);
    expect(formatTeacherTime(instant, zone)).toBe(time);
  });

  it.each<[string, string, string, TeacherZone, boolean]>([
    ['NY 23:59 vs 00:00 next day', '2026-03-08T04:59:00Z', '2026-03-08T05:00:00Z', NY, false],
    ['NY same day across spring forward', '2026-03-08T05:00:00Z', '2026-03-09T03:59:00Z', NY, true],
    ['+8: same UTC date, different teacher days', '2026-03-08T15:59:00Z', '2026-03-08T16:00:00Z', BEIJING, false],
    ['+8: different UTC dates, same teacher day', '2026-03-08T16:00:00Z', '2026-03-09T15:59:00Z', BEIJING, true],
  ])('isSameTeacherDay: %s', (_name, a, b, zone, expected) => {
    expect(isSameTeacherDay(a, b, zone)).toBe(expected);
    expect(isSameTeacherDay(new Date(b), new Date(a), zone)).toBe(expected);
  });
});

describe('durationParts / formatDuration', () => {
  const labels = { h: 'h', m: 'min', s: 's' };
  it.each<[number, { hours: number; minutes: number; seconds: number }, string]>([
    [0, { hours: 0, minutes: 0, seconds: 0 }, '0 s'],
    [30, { hours: 0, minutes: 0, seconds: 30 }, '30 s'],
    [59.9, { hours: 0, minutes: 0, seconds: 59 }, '59 s'],
    [60, { hours: 0, minutes: 1, seconds: 0 }, '1 min'],
    [45 * 60, { hours: 0, minutes: 45, seconds: 0 }, '45 min'],
    [3600, { hours: 1, minutes: 0, seconds: 0 }, '1 h'],
    [3600 + 5 * 60, { hours: 1, minutes: 5, seconds: 0 }, '1 h 5 min'],
    [3600 + 30, { hours: 1, minutes: 0, seconds: 30 }, '1 h 30 s'],
    [2 * 3600 + 3 * 60 + 4, { hours: 2, minutes: 3, seconds: 4 }, '2 h 3 min 4 s'],
    [100 * 3600, { hours: 100, minutes: 0, seconds: 0 }, '100 h'],
    [-5, { hours: 0, minutes: 0, seconds: 0 }, '0 s'],
    [Number.NaN, { hours: 0, minutes: 0, seconds: 0 }, '0 s'],
  ])('%d s', (seconds, parts, text) => {
    expect(durationParts(seconds)).toEqual(parts);
    expect(formatDuration(seconds, labels)).toBe(text);
  });

  it('uses the given labels', () => {
    expect(formatDuration(3725, { h: '小时', m: '分钟', s: '秒' })).toBe('1 小时 2 分钟 5 秒');
  });
});

describe('localDiffersFromTeacher', () => {
  it.each<[string, string, TeacherZone, number, boolean]>([
    ['same fixed offset', '2026-07-01T00:00:00Z', BEIJING, 480, false],
    ['UTC viewer, +8 teacher', '2026-07-01T00:00:00Z', BEIJING, 0, true],
    ['NY teacher in winter, EST viewer', '2026-01-15T12:00:00Z', NY, -300, false],
    ['NY teacher in summer, EST viewer', '2026-07-01T12:00:00Z', NY, -300, true],
    ['half-hour zones', '2026-07-01T12:00:00Z', KOLKATA, 330, false],
  ])('%s', (_name, instant, zone, local, expected) => {
    expect(localDiffersFromTeacher(instant, zone, local)).toBe(expected);
  });
});

describe('teacherClock: the list-screen formatter agrees with formatTeacherDate/Time', () => {
  const instants = [
    '2026-03-08T04:59:00Z',
    '2026-03-08T05:00:00Z',
    '2026-03-08T06:59:59Z',
    '2026-03-08T07:00:00Z', // NY spring forward
    '2026-11-01T05:30:00Z',
    '2026-11-01T06:00:00Z',
    '2026-11-01T06:30:00Z', // NY overlap hour
    '2026-03-08T15:59:59.999Z',
    '2026-03-08T16:00:00Z', // +8 midnight
    '2026-06-01T18:29:00Z',
    '2026-06-01T18:30:00Z', // Kolkata midnight
    '2026-12-31T23:59:00Z',
    '2027-01-01T00:00:00Z',
    '1969-12-31T23:59:00Z', // year and epoch edges
  ];
  it.each<[string, TeacherZone]>([
    ['New York (IANA)', NY],
    ['manual DST window', MANUAL_NY],
    ['Beijing fixed', BEIJING],
    ['Kolkata half hour', KOLKATA],
    ['Auckland', AUCKLAND],
    ['London', LONDON],
  ])('%s', (_name, zone) => {
    const clock = teacherClock(zone);
    for (const instant of instants) {
      const ms = Date.parse(instant);
      expect([instant, clock.date(ms), clock.time(ms)]).toEqual([
        instant,
        formatTeacherDate(instant, zone),
        formatTeacherTime(instant, zone),
      ]);
    }
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 9e15])('throws on %s like the other functions', (ms) => {
    const clock = teacherClock(BEIJING);
    expect(() => clock.date(ms)).toThrow(TeacherTimeError);
    expect(() => clock.time(ms)).toThrow(TeacherTimeError);
  });
});
