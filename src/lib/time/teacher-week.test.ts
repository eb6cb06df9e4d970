import { describe, expect, it } from 'vitest';
import { datesOfWeek, mondayOf, shiftDate, teacherWeek, weekdayOfDate } from './teacher-week';
import { BEIJING, iana, MANUAL_NY, NY } from './test-zones';

const SHANGHAI = iana('Asia/Shanghai', 8);
const iso = (ms: number) => new Date(ms).toISOString();

describe('teacherWeek: Monday 00:00 to Sunday 23:59:59.999 on the teacher’s clock, whatever the device', () => {
  it.each([
    // [case, zone, now, this week's Monday and Sunday, next week's Monday]
    ['New York, Saturday 23:59', NY, '2026-12-06T04:59:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['New York, Sunday 00:00', NY, '2026-12-06T05:00:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['New York, Sunday 23:59', NY, '2026-12-07T04:59:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['New York, Sunday 23:59:59.999', NY, '2026-12-07T04:59:59.999Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['New York, Monday 00:00: a new week', NY, '2026-12-07T05:00:00Z', '2026-12-07', '2026-12-13', '2026-12-14'],
    ['Shanghai, Saturday 23:59', SHANGHAI, '2026-12-05T15:59:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['Shanghai, Sunday 00:00', SHANGHAI, '2026-12-05T16:00:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['Shanghai, Sunday 23:59', SHANGHAI, '2026-12-06T15:59:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['Shanghai, Monday 00:00: a new week', SHANGHAI, '2026-12-06T16:00:00Z', '2026-12-07', '2026-12-13', '2026-12-14'],
    ['one instant, two teachers: still Sunday in New York', NY, '2026-12-06T16:00:00Z', '2026-11-30', '2026-12-06', '2026-12-07'],
    ['across a year end', BEIJING, '2027-01-02T04:00:00Z', '2026-12-28', '2027-01-03', '2027-01-04'],
    ['a fixed offset with the host’s DST window', MANUAL_NY, '2026-03-08T04:59:00Z', '2026-03-02', '2026-03-08', '2026-03-09'],
  ])('%s', (_, zone, now, monday, sunday, nextMonday) => {
    const week = teacherWeek(new Date(now), zone);
    expect([week.first, week.last]).toEqual([monday, sunday]);
    expect(teacherWeek(new Date(now), zone, 1).first).toBe(nextMonday);
    expect(week.startMs).toBeLessThanOrEqual(Date.parse(now));
    expect(week.endMs).toBeGreaterThan(Date.parse(now));
    expect(week.endMs).toBe(teacherWeek(new Date(now), zone, 1).startMs);
  });

  it.each([
    // A clock change inside the week moves neither bound: each is midnight in the offset that holds then.
    ['New York, spring forward on its Sunday', '2027-03-14T12:00:00Z', '2027-03-08T05:00:00.000Z', '2027-03-15T04:00:00.000Z'],
    ['New York, fall back on its Sunday', '2026-11-01T12:00:00Z', '2026-10-26T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['New York, December (EST)', '2026-12-05T22:00:00Z', '2026-11-30T05:00:00.000Z', '2026-12-07T05:00:00.000Z'],
  ])('bounds: %s', (_, now, start, end) => {
    const week = teacherWeek(new Date(now), NY);
    expect([iso(week.startMs), iso(week.endMs)]).toEqual([start, end]);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-12-05', '2026-11-30', 6],
    ['2026-12-06', '2026-11-30', 0],
    ['2026-12-07', '2026-12-07', 1],
    ['2024-03-03', '2024-02-26', 0], // across a leap day
  ])('%s: its Monday is %s, weekday %i', (date, monday, weekday) => {
    expect(mondayOf(date)).toBe(monday);
    expect(weekdayOfDate(date)).toBe(weekday);
  });

  it('lists a week Monday first, across a month end', () => {
    expect(datesOfWeek('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each(['', '2026-02-30', '2026-12-5', 'Sunday', '2026-13-01'])('refuses %j', (text) => {
    expect(() => mondayOf(text)).toThrow(RangeError);
  });
});
