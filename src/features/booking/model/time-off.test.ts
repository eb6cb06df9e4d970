import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayOff } from '@/entities/days-off/model/days-off';
import type { TeacherZone } from '@/lib/time/zone-offset';
import type { BookingSlot } from './slot';
import { LONDON, LORD_HOWE, NEW_YORK, SHANGHAI, SYDNEY } from './test-zones';
import { dayOffMet, offSpans, planTimeOff, timeOffInterval, type TimeOffRange } from './time-off';
import { expandOccurrences } from './recurrence';
import { wallMinute, wallSlot } from './test-slots';

const slot = (from: string, to: string, booked = false) => wallSlot(from, to, { booked });
const wall = wallMinute;

describe('timeOffInterval', () => {
  it.each<[string, TimeOffRange, [string, string] | null]>([
    ['one day', { kind: 'days', from: '2026-03-12', to: '2026-03-12' }, ['2026-03-12 00:00', '2026-03-13 00:00']],
    [
      'over the spring-forward Sunday (23 hours long)',
      { kind: 'days', from: '2026-03-08', to: '2026-03-08' },
      ['2026-03-08 00:00', '2026-03-09 00:00'],
    ],
    ['Thursday to Saturday', { kind: 'days', from: '2026-03-12', to: '2026-03-14' }, ['2026-03-12 00:00', '2026-03-15 00:00']],
    ['reversed days', { kind: 'days', from: '2026-03-14', to: '2026-03-12' }, null],
    ['more than two weeks', { kind: 'days', from: '2026-03-01', to: '2026-03-15' }, null],
    ['malformed day', { kind: 'days', from: '2026-02-30', to: '2026-03-02' }, null],
    ['empty', { kind: 'days', from: '', to: '' }, null],
    [
      'a day and hours',
      { kind: 'hours', date: '2026-03-12', startTime: '13:00', endTime: '17:00' },
      ['2026-03-12 13:00', '2026-03-12 17:00'],
    ],
    [
      'hours past midnight',
      { kind: 'hours', date: '2026-03-14', startTime: '22:00', endTime: '02:00' },
      ['2026-03-14 22:00', '2026-03-15 02:00'],
    ],
    [
      'Sunday 23:59 to midnight',
      { kind: 'hours', date: '2026-03-08', startTime: '23:59', endTime: '00:00' },
      ['2026-03-08 23:59', '2026-03-09 00:00'],
    ],
    ['a missing time', { kind: 'hours', date: '2026-03-12', startTime: '13:00', endTime: '' }, null],
  ])('%s', (_, range, expected) => {
    const interval = timeOffInterval(range, NEW_YORK);
    expect(interval && [wall(interval.startMs), wall(interval.endMs)]).toEqual(expected);
  });
});

describe('planTimeOff', () => {
  const open = slot('2026-03-12 09:00', '2026-03-12 10:00');
  const booked = slot('2026-03-12 14:00', '2026-03-12 15:00', true);
  const lateNight = slot('2026-03-11 23:30', '2026-03-12 00:30');
  const before = slot('2026-03-11 22:00', '2026-03-12 00:00');
  const after = slot('2026-03-13 00:00', '2026-03-13 01:00');
  const all = [before, lateNight, open, booked, after];
  it.each<[string, TimeOffRange, BookingSlot[], BookingSlot[]]>([
    [
      'the whole Thursday: open closed, booked listed, edges left',
      { kind: 'days', from: '2026-03-12', to: '2026-03-12' },
      [lateNight, open],
      [booked],
    ],
    ['the afternoon only', { kind: 'hours', date: '2026-03-12', startTime: '12:00', endTime: '18:00' }, [], [booked]],
    ['a range with no slot', { kind: 'days', from: '2026-03-20', to: '2026-03-21' }, [], []],
  ])('%s', (_, range, close, listed) => {
    expect(planTimeOff(all, timeOffInterval(range, NEW_YORK)!)).toEqual({ close, booked: listed });
  });
});

describe('timeOffInterval at every clock edge (issue 47.4): a day off is the day the wall clock has, 23 to 25 hours', () => {
  const edges: [string, TeacherZone, TimeOffRange, [string, string, number]][] = [
    [
      'New York, spring Sunday: 23 hours',
      NEW_YORK,
      { kind: 'days', from: '2027-03-14', to: '2027-03-14' },
      ['2027-03-14 00:00', '2027-03-15 00:00', 23 * 60],
    ],
    [
      'New York, autumn Sunday: 25 hours',
      NEW_YORK,
      { kind: 'days', from: '2027-11-07', to: '2027-11-07' },
      ['2027-11-07 00:00', '2027-11-08 00:00', 25 * 60],
    ],
    [
      'New York, hours over the fold: 01:00–03:00 is three hours',
      NEW_YORK,
      { kind: 'hours', date: '2027-11-07', startTime: '01:00', endTime: '03:00' },
      ['2027-11-07 01:00', '2027-11-07 03:00', 180],
    ],
    [
      'London, spring Sunday: 23 hours',
      LONDON,
      { kind: 'days', from: '2027-03-28', to: '2027-03-28' },
      ['2027-03-28 00:00', '2027-03-29 00:00', 23 * 60],
    ],
    [
      'Sydney, April Sunday: 25 hours',
      SYDNEY,
      { kind: 'days', from: '2027-04-04', to: '2027-04-04' },
      ['2027-04-04 00:00', '2027-04-05 00:00', 25 * 60],
    ],
    [
      'Sydney, October Sunday: 23 hours',
      SYDNEY,
      { kind: 'days', from: '2027-10-03', to: '2027-10-03' },
      ['2027-10-03 00:00', '2027-10-04 00:00', 23 * 60],
    ],
    [
      'Lord Howe, October Sunday: 23 ½ hours',
      LORD_HOWE,
      { kind: 'days', from: '2027-10-03', to: '2027-10-03' },
      ['2027-10-03 00:00', '2027-10-04 00:00', 23.5 * 60],
    ],
    [
      'Lord Howe, April Sunday: 24 ½ hours',
      LORD_HOWE,
      { kind: 'days', from: '2027-04-04', to: '2027-04-04' },
      ['2027-04-04 00:00', '2027-04-05 00:00', 24.5 * 60],
    ],
    [
      'Shanghai, across midnight into Monday',
      SHANGHAI,
      { kind: 'hours', date: '2027-03-14', startTime: '23:00', endTime: '01:00' },
      ['2027-03-14 23:00', '2027-03-15 01:00', 120],
    ],
  ];

  // The device's own zone plays no part.
  describe.each(['America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati'])('on a device in %s', (deviceZone) => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = deviceZone;
    });
    afterAll(() => {
      process.env.TZ = before;
    });
    it.each(edges)('%s', (_, zone, range, expected) => {
      const interval = timeOffInterval(range, zone)!;
      expect([wallMinute(interval.startMs, zone), wallMinute(interval.endMs, zone), (interval.endMs - interval.startMs) / 60_000]).toEqual(
        expected,
      );
    });
  });
});

describe("dayOffMet names the day off on the teacher's clock, whatever the device's zone (issue 47 review)", () => {
  // Thursday 2026-12-10 off in New York (the review's case); a Thursday 13:00–17:00 off for the hours' rows.
  // Read inside each test, under the device's zone: nothing is computed before it is set.
  const THURSDAY: DayOff = { from: '2026-12-10', to: '2026-12-10', endMs: 0 };
  const HOURS: DayOff = { ...THURSDAY, hours: { start: '13:00', end: '17:00' } };
  const SPAN: DayOff = { from: '2026-12-09', to: '2026-12-11', endMs: 0 };
  const one = (date: string, startTime: string, endTime: string) => ({
    date,
    startTime,
    endTime,
    pattern: 'none' as const,
    days: [],
    until: '',
  });
  const rows: [string, ReturnType<typeof one>, DayOff, string | null][] = [
    ['Thursday 10:00', one('2026-12-10', '10:00', '11:00'), THURSDAY, '2026-12-10'],
    ['Thursday 00:00, its first minute', one('2026-12-10', '00:00', '01:00'), THURSDAY, '2026-12-10'],
    ['Thursday 23:59, its last minute', one('2026-12-10', '23:59', '23:59'), THURSDAY, '2026-12-10'],
    ['Wednesday 23:30 into Thursday: met on Thursday', one('2026-12-09', '23:30', '00:30'), THURSDAY, '2026-12-10'],
    ['Wednesday 19:00 (Thursday 00:00 UTC): free', one('2026-12-09', '19:00', '20:00'), THURSDAY, null],
    ['Wednesday 22:00–00:00: touches, free', one('2026-12-09', '22:00', '00:00'), THURSDAY, null],
    ['Friday 00:00: free', one('2026-12-11', '00:00', '01:00'), THURSDAY, null],
    ['Thursday 14:00 in the hours off', one('2026-12-10', '14:00', '15:00'), HOURS, '2026-12-10'],
    ['Thursday 09:00 before the hours off', one('2026-12-10', '09:00', '10:00'), HOURS, null],
    ['Thursday inside Wednesday to Friday', one('2026-12-10', '10:00', '11:00'), SPAN, '2026-12-10'],
    ['Tuesday 23:30 into the span: its first day', one('2026-12-08', '23:30', '00:30'), SPAN, '2026-12-09'],
  ];
  describe.each(['America/New_York', 'Asia/Shanghai', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('on a device in %s', (deviceZone) => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = deviceZone;
    });
    afterAll(() => {
      process.env.TZ = before;
    });
    it.each(rows)('%s', (_, request, off, expected) => {
      const [slot] = expandOccurrences(request, NEW_YORK);
      expect(dayOffMet(slot!, offSpans([off], NEW_YORK))).toBe(expected);
    });
  });
});
