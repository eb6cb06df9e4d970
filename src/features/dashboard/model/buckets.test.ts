import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses, bucketRanges, type ClassBuckets } from './buckets';
import { tabOfDay } from './tab-of-day';
import { testClassItem } from '@/entities/classes/model/class-item.fixture';

const zoneOf = (timezone: string | null, tzOffset: number): TeacherZone => ({ tzOffset, dstStart: null, dstEnd: null, timezone });
const BEIJING = zoneOf(null, 8);
const NY = zoneOf('America/New_York', -5);
const AUCKLAND = zoneOf('Pacific/Auckland', 12);

const item = (id: number, startAt: string, endAt?: string) => testClassItem(id, startAt, endAt);

type Bucket = keyof ClassBuckets | 'excluded';

function bucketOf(zone: TeacherZone, now: string, start: string, end?: string): Bucket {
  const b = bucketClasses([item(1, start, end)], zone, new Date(now));
  if (b.thisWeek.length) return 'thisWeek';
  if (b.nextWeek.length) return 'nextWeek';
  if (b.later.length) return 'later';
  return 'excluded';
}

describe('bucketClasses', () => {
  // Wednesday 2026-03-11 10:00 in Beijing (+8); its week ends Sunday 03-15 24:00 = 03-15T16:00Z.
  const WED = '2026-03-11T02:00:00Z';
  // Sunday 2026-03-15 20:00 in Beijing.
  const SUN = '2026-03-15T12:00:00Z';
  // Monday 2026-03-16 00:00 in Beijing, to the millisecond.
  const MON = '2026-03-15T16:00:00Z';

  it.each<[string, TeacherZone, string, string, string | undefined, Bucket]>([
    ['ended yesterday', BEIJING, WED, '2026-03-10T02:00:00Z', undefined, 'excluded'],
    ['ends exactly now: ended', BEIJING, WED, '2026-03-11T01:00:00Z', WED, 'excluded'],
    ['in progress', BEIJING, WED, '2026-03-11T01:30:00Z', '2026-03-11T02:30:00Z', 'thisWeek'],
    ['began last week, still running', BEIJING, WED, '2026-03-08T00:00:00Z', '2026-03-12T00:00:00Z', 'thisWeek'],
    ['later today', BEIJING, WED, '2026-03-11T08:00:00Z', undefined, 'thisWeek'],
    ['Sunday 23:59', BEIJING, WED, '2026-03-15T15:59:00Z', undefined, 'thisWeek'],
    ['Sunday 23:59:59.999', BEIJING, WED, '2026-03-15T15:59:59.999Z', undefined, 'thisWeek'],
    ['Monday 00:00', BEIJING, WED, '2026-03-15T16:00:00Z', undefined, 'nextWeek'],
    ['next Sunday 23:59', BEIJING, WED, '2026-03-22T15:59:00Z', undefined, 'nextWeek'],
    ['Monday after next 00:00', BEIJING, WED, '2026-03-22T16:00:00Z', undefined, 'later'],
    ['months away', BEIJING, WED, '2026-09-01T00:00:00Z', undefined, 'later'],
    ['today is Sunday: tonight', BEIJING, SUN, '2026-03-15T15:00:00Z', undefined, 'thisWeek'],
    ['today is Sunday: tomorrow is next week', BEIJING, SUN, '2026-03-15T16:00:00Z', undefined, 'nextWeek'],
    ['today is Sunday: Monday after next', BEIJING, SUN, '2026-03-22T16:00:00Z', undefined, 'later'],
    ['now is Monday 00:00: Sunday 23:59 is this week', BEIJING, MON, '2026-03-22T15:59:00Z', undefined, 'thisWeek'],
    ['now is Monday 00:00: next Monday is next week', BEIJING, MON, '2026-03-22T16:00:00Z', undefined, 'nextWeek'],
    // America/New_York, week ending Sunday 2026-11-01 (fall back): Monday 00:00 EST = 05:00Z.
    ['NY fall week: Sun 23:30 EST', NY, '2026-10-28T16:00:00Z', '2026-11-02T04:30:00Z', undefined, 'thisWeek'],
    ['NY fall week: Mon 00:00 EST', NY, '2026-10-28T16:00:00Z', '2026-11-02T05:00:00Z', undefined, 'nextWeek'],
    ['NY fall week: 1 ms before next week ends', NY, '2026-10-28T16:00:00Z', '2026-11-09T04:59:59.999Z', undefined, 'nextWeek'],
    ['NY fall week: Monday after next', NY, '2026-10-28T16:00:00Z', '2026-11-09T05:00:00Z', undefined, 'later'],
    ['NY fall week: the two 01:30s of Sunday', NY, '2026-10-28T16:00:00Z', '2026-11-01T06:30:00Z', undefined, 'thisWeek'],
    // Week ending Sunday 2026-03-08 (spring forward): Monday 00:00 EDT = 04:00Z.
    ['NY spring week: Sun 23:30 EDT', NY, '2026-03-05T17:00:00Z', '2026-03-09T03:30:00Z', undefined, 'thisWeek'],
    ['NY spring week: Mon 00:00 EDT', NY, '2026-03-05T17:00:00Z', '2026-03-09T04:00:00Z', undefined, 'nextWeek'],
    // Now is Sunday 11:30 UTC but already Monday 00:30 in Auckland (+13): the week is Auckland's.
    ['Auckland: Monday 23:00 local (UTC Monday)', AUCKLAND, '2026-03-15T11:30:00Z', '2026-03-16T10:00:00Z', undefined, 'thisWeek'],
    ['Auckland: Sunday 23:30 local', AUCKLAND, '2026-03-15T11:30:00Z', '2026-03-22T10:30:00Z', undefined, 'thisWeek'],
    ['Auckland: Monday 00:00 local', AUCKLAND, '2026-03-15T11:30:00Z', '2026-03-22T11:00:00Z', undefined, 'nextWeek'],
    ['Auckland: Monday after next', AUCKLAND, '2026-03-15T11:30:00Z', '2026-03-29T11:00:00Z', undefined, 'later'],
    ['unparsable start is left out', BEIJING, WED, 'soon', '2026-03-12T00:00:00Z', 'excluded'],
    ['unparsable end is left out', BEIJING, WED, '2026-03-12T00:00:00Z', 'later', 'excluded'],
  ])('%s', (_name, zone, now, start, end, expected) => {
    expect(bucketOf(zone, now, start, end)).toBe(expected);
  });

  it('empty input', () => {
    expect(bucketClasses([], BEIJING, new Date(WED))).toEqual({ thisWeek: [], nextWeek: [], later: [] });
  });

  it('sorts unsorted input by start, then id, inside each bucket, without touching the input', () => {
    const input = [
      item(9, '2026-04-01T00:00:00Z'),
      item(4, '2026-03-17T00:00:00Z'),
      item(3, '2026-03-12T00:00:00Z'),
      item(2, '2026-03-12T00:00:00Z'),
      item(8, '2026-03-20T00:00:00Z'),
      item(1, '2026-03-11T08:00:00Z'),
      item(7, '2026-03-01T00:00:00Z'), // ended
    ];
    const order = input.map((i) => i.id);
    const b = bucketClasses(input, BEIJING, new Date(WED));
    expect({ thisWeek: b.thisWeek.map((i) => i.id), nextWeek: b.nextWeek.map((i) => i.id), later: b.later.map((i) => i.id) }).toEqual({
      thisWeek: [1, 2, 3],
      nextWeek: [4, 8],
      later: [9],
    });
    expect(input.map((i) => i.id)).toEqual(order);
  });
});

describe('bucketRanges: the days each tab names', () => {
  it.each<[string, TeacherZone, string, [string, string], [string, string], string]>([
    ['Wednesday in Beijing', BEIJING, '2026-03-11T02:00:00Z', ['2026-03-09', '2026-03-15'], ['2026-03-16', '2026-03-22'], '2026-03-23'],
    [
      'Monday 00:00: the whole week',
      BEIJING,
      '2026-03-15T16:00:00Z',
      ['2026-03-16', '2026-03-22'],
      ['2026-03-23', '2026-03-29'],
      '2026-03-30',
    ],
    [
      'Sunday 23:50 in New York: this week is still Monday to tonight',
      NY,
      '2026-11-30T04:50:00Z',
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-12-06'],
      '2026-12-07',
    ],
    ['Sunday 23:59 in Beijing', BEIJING, '2026-03-15T15:59:00Z', ['2026-03-09', '2026-03-15'], ['2026-03-16', '2026-03-22'], '2026-03-23'],
    ['across the year', BEIJING, '2026-12-30T02:00:00Z', ['2026-12-28', '2027-01-03'], ['2027-01-04', '2027-01-10'], '2027-01-11'],
    [
      'the spring change in New York (Sunday 2027-03-14)',
      NY,
      '2027-03-14T12:00:00Z',
      ['2027-03-08', '2027-03-14'],
      ['2027-03-15', '2027-03-21'],
      '2027-03-22',
    ],
    [
      'the autumn change in New York (Saturday before it)',
      NY,
      '2026-10-31T16:00:00Z',
      ['2026-10-26', '2026-11-01'],
      ['2026-11-02', '2026-11-08'],
      '2026-11-09',
    ],
    [
      'Auckland, a day ahead of UTC',
      AUCKLAND,
      '2026-03-14T13:00:00Z',
      ['2026-03-09', '2026-03-15'],
      ['2026-03-16', '2026-03-22'],
      '2026-03-23',
    ],
  ])('%s', (_name, zone, now, thisWeek, nextWeek, later) => {
    const { thisWeek: t, nextWeek: n, later: l } = bucketRanges(new Date(now), zone);
    expect({ thisWeek: [t.from.date, t.to.date], nextWeek: [n.from.date, n.to.date], later: l.from.date }).toEqual({
      thisWeek,
      nextWeek,
      later,
    });
    // Every week runs Monday to Sunday, and "More" starts on a Monday.
    expect([t.from.weekday, t.to.weekday, n.from.weekday, n.to.weekday, l.from.weekday]).toEqual([1, 0, 1, 0, 1]);
  });

  it('agrees with the buckets: the last minute of this week and the first of the next', () => {
    const now = new Date('2026-11-30T04:50:00Z'); // Sunday 23:50 in New York
    const { thisWeek, nextWeek } = bucketRanges(now, NY);
    const b = bucketClasses([item(1, '2026-11-30T04:59:00Z'), item(2, '2026-11-30T05:00:00Z')], NY, now);
    expect([b.thisWeek.map((i) => i.id), b.nextWeek.map((i) => i.id)]).toEqual([[1], [2]]);
    expect([thisWeek.to.date, nextWeek.from.date]).toEqual(['2026-11-29', '2026-11-30']);
  });
});

describe('tabOfDay: where a class of that day is listed', () => {
  // Saturday 2026-11-28 17:00 in New York: the weeks (every screen's) end on 11-29 and 12-06.
  const SATURDAY = '2026-11-28T22:00:00Z';
  // Sunday 2026-11-29 23:59 in New York: this week ends tonight.
  const SUNDAY = '2026-11-30T04:59:00Z';
  it.each<[string, string, string, keyof ClassBuckets]>([
    ['Saturday: today', SATURDAY, '2026-11-28', 'thisWeek'],
    ['Saturday: tomorrow, Sunday', SATURDAY, '2026-11-29', 'thisWeek'],
    ['Saturday: Monday', SATURDAY, '2026-11-30', 'nextWeek'],
    ['Saturday: next week’s Sunday 12-06', SATURDAY, '2026-12-06', 'nextWeek'],
    ['Saturday: Monday after next', SATURDAY, '2026-12-07', 'later'],
    ['Sunday 23:59: tonight', SUNDAY, '2026-11-29', 'thisWeek'],
    ['Sunday 23:59: the day after Book a class’s last day (Monday 12-07)', SUNDAY, '2026-12-07', 'later'],
    ['Sunday 23:59: the Sunday after', SUNDAY, '2026-12-06', 'nextWeek'],
  ])('%s', (_, now, date, tab) => {
    expect(tabOfDay(date, new Date(now), NY)).toBe(tab);
  });
});
