import { describe, expect, it } from 'vitest';
import { relativeStart, type RelativeStart } from './relative-start';
import { BEIJING, MANUAL_NY, NY } from './test-zones';
import type { TeacherZone } from './zone-offset';

const START = Date.parse('2026-06-10T17:00:00Z');
const END = Date.parse('2026-06-10T18:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

const at = (iso: string) => Date.parse(iso);
const hours = (h: number, minutes = 0): RelativeStart => ({ kind: 'hours', hours: h, minutes });
const days = (n: number): RelativeStart => ({ kind: 'days', days: n });
const TOMORROW: RelativeStart = { kind: 'tomorrow' };

describe('relativeStart', () => {
  // START is 13:00 in New York (EDT), Wednesday 2026-06-10.
  it.each<[string, number, RelativeStart]>([
    ['1 ms before the start: 1 min, never 0', START - 1, { kind: 'minutes', minutes: 1 }],
    ['exactly 1 min before', START - MIN, { kind: 'minutes', minutes: 1 }],
    ['1 min and 1 ms before: rounded up', START - MIN - 1, { kind: 'minutes', minutes: 2 }],
    ['15 min before', START - 15 * MIN, { kind: 'minutes', minutes: 15 }],
    ['59 min before', START - 59 * MIN, { kind: 'minutes', minutes: 59 }],
    ['59 min 30 s before: a whole hour', START - 59 * MIN - 30 * S, hours(1)],
    ['2 h 50 min before', START - 2 * H - 50 * MIN, hours(2, 50)],
    ['2 h before', START - 2 * H, hours(2)],
    ['23 h 59 min before', START - 23 * H - 59 * MIN, hours(23, 59)],
    ['1 ms under 24 h: a whole day once rounded up, tomorrow', START - DAY + 1, TOMORROW],
    ['exactly 24 h: the day before', START - DAY, TOMORROW],
    ['47 h 59 min: still the day before (Monday 13:01 to Wednesday 13:00 is two days)', START - 2 * DAY + MIN, days(2)],
    ['34 days and 19 h: 35 calendar days', START - 34 * DAY - 19 * H, days(35)],
    ['at the start: in progress', START, { kind: 'inProgress' }],
    ['1 ms before the end: in progress', END - 1, { kind: 'inProgress' }],
    ['at the end: ended', END, { kind: 'ended' }],
    ['long after', END + 30 * DAY, { kind: 'ended' }],
  ])('%s', (_, now, expected) => {
    expect(relativeStart(START, END, now, NY)).toEqual(expected);
  });

  /** Calendar days in the teacher's zone: [what, now, start, zone, said]. */
  it.each<[string, string, string, TeacherZone, RelativeStart]>([
    // Saturday 2026-11-28 17:00 in New York (EST, UTC-5): the week.
    ['Sat 17:00 -> Sun 14:00: under a day, in hours', '2026-11-28T22:00:00Z', '2026-11-29T19:00:00Z', NY, hours(21)],
    ['Sat 17:00 -> Sun 18:00: 25 h, tomorrow', '2026-11-28T22:00:00Z', '2026-11-29T23:00:00Z', NY, TOMORROW],
    ['Sat 17:00 -> Mon 14:00: 45 h, in 2 days (not 1)', '2026-11-28T22:00:00Z', '2026-11-30T19:00:00Z', NY, days(2)],
    ['Sat 17:00 -> Tue 20:30: in 3 days', '2026-11-28T22:00:00Z', '2026-12-02T01:30:00Z', NY, days(3)],
    ['Sat 17:00 -> Wed 09:00: in 4 days, one more than Tuesday evening', '2026-11-28T22:00:00Z', '2026-12-02T14:00:00Z', NY, days(4)],
    // Sunday 23:59: the next minute is another day, hours still say how long.
    ['Sun 23:59 -> Mon 00:00', '2026-11-30T04:59:00Z', '2026-11-30T05:00:00Z', NY, { kind: 'minutes', minutes: 1 }],
    ['Sun 23:59 -> Mon 23:30', '2026-11-30T04:59:00Z', '2026-12-01T04:30:00Z', NY, hours(23, 31)],
    ['Sun 23:59 -> Tue 00:00: 24 h 1 min, in 2 days', '2026-11-30T04:59:00Z', '2026-12-01T05:00:00Z', NY, days(2)],
    // Midnight.
    ['Mon 00:00 -> Mon 23:59', '2026-11-30T05:00:00Z', '2026-12-01T04:59:00Z', NY, hours(23, 59)],
    ['Mon 00:00 -> Tue 00:00: exactly a day, tomorrow', '2026-11-30T05:00:00Z', '2026-12-01T05:00:00Z', NY, TOMORROW],
    ['Mon 00:00 -> Tue 23:59: tomorrow', '2026-11-30T05:00:00Z', '2026-12-02T04:59:00Z', NY, TOMORROW],
    ['Mon 00:00 -> Wed 00:00: in 2 days', '2026-11-30T05:00:00Z', '2026-12-02T05:00:00Z', NY, days(2)],
    // The clock goes forward (2026-03-08, 02:00 EST -> 03:00 EDT): a 23-hour day is a day.
    ['Sat 12:00 EST -> Mon 11:00 EDT: 46 h, in 2 days', '2026-03-07T17:00:00Z', '2026-03-09T15:00:00Z', NY, days(2)],
    ['Sat 23:00 EST -> Sun 23:30 EDT: 23 h 30 min', '2026-03-08T04:00:00Z', '2026-03-09T03:30:00Z', NY, hours(23, 30)],
    ['Sat 23:00 EST -> Mon 00:30 EDT: 24 h 30 min, in 2 days', '2026-03-08T04:00:00Z', '2026-03-09T04:30:00Z', NY, days(2)],
    ['the same on a fixed offset with its DST window', '2026-03-07T17:00:00Z', '2026-03-09T15:00:00Z', MANUAL_NY, days(2)],
    // The clock falls back (2026-11-01, 02:00 EDT -> 01:00 EST): a 25-hour day.
    [
      'Sun 00:00 EDT -> Sun 23:30 EST: 24 h 30 min the same day, in hours',
      '2026-11-01T04:00:00Z',
      '2026-11-02T04:30:00Z',
      NY,
      hours(24, 30),
    ],
    ['Sat 22:00 EDT -> Mon 00:00 EST: 27 h, in 2 days', '2026-11-01T02:00:00Z', '2026-11-02T05:00:00Z', NY, days(2)],
    ['Sat 23:00 EDT -> Sun 23:30 EST: 25 h 30 min, tomorrow', '2026-11-01T03:00:00Z', '2026-11-02T04:30:00Z', NY, TOMORROW],
    ['the same on a fixed offset with its DST window', '2026-11-01T02:00:00Z', '2026-11-02T05:00:00Z', MANUAL_NY, days(2)],
    // The teacher's zone, not UTC's days: Beijing 23:00 -> the day after tomorrow 00:30 is 25 h 30 min.
    ['Beijing Wed 23:00 -> Fri 00:30: in 2 days', '2026-06-10T15:00:00Z', '2026-06-11T16:30:00Z', BEIJING, days(2)],
    ['Beijing Wed 23:00 -> Thu 09:00: in 10 h', '2026-06-10T15:00:00Z', '2026-06-11T01:00:00Z', BEIJING, hours(10)],
  ])('%s', (_, now, start, zone, expected) => {
    expect(relativeStart(at(start), at(start) + H, at(now), zone)).toEqual(expected);
  });

  it('a class that ends when it starts (or before) has ended once it started', () => {
    expect(relativeStart(START, START, START, NY)).toEqual({ kind: 'ended' });
    expect(relativeStart(START, START - H, START + 1, NY)).toEqual({ kind: 'ended' });
    expect(relativeStart(START, START - H, START - 5 * MIN, NY)).toEqual({ kind: 'minutes', minutes: 5 });
  });

  it.each([
    [Number.NaN, END, START],
    [START, Number.NaN, START],
    [START, END, Number.NaN],
    [START, END, Number.POSITIVE_INFINITY],
  ])('says nothing on unreadable input (%d, %d, %d)', (start, end, now) => {
    expect(relativeStart(start, end, now, NY)).toBeNull();
  });
});
