import { describe, expect, it } from 'vitest';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';
import { endsNextDay, expandOccurrences, MAX_REPEAT_DAYS, requestedDays, type SlotRequest } from './recurrence';
import { NEW_YORK, NEW_YORK_LEGACY, SHANGHAI } from './test-zones';

const request = (patch: Partial<SlotRequest>): SlotRequest => ({
  date: '2026-03-04',
  startTime: '09:00',
  endTime: '10:00',
  pattern: 'none',
  days: [],
  until: '',
  ...patch,
});
const iso = (ms: number) => new Date(ms).toISOString();

describe('requestedDays', () => {
  it.each<[string, Partial<SlotRequest>, string[]]>([
    ['no repeat: the date alone', {}, ['2026-03-04']],
    ['no repeat ignores the days', { days: [1] }, ['2026-03-04']],
    [
      'weekly Mon/Wed/Fri',
      { pattern: 'weekly', days: [1, 3, 5], until: '2026-03-14' },
      ['2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-13'],
    ],
    ['weekly: the first date only when its weekday is chosen', { pattern: 'weekly', days: [2], until: '2026-03-14' }, ['2026-03-10']],
    ['weekly: until is inclusive', { pattern: 'weekly', days: [3], until: '2026-03-11' }, ['2026-03-04', '2026-03-11']],
    ['weekly: until on the date', { pattern: 'weekly', days: [3], until: '2026-03-04' }, ['2026-03-04']],
    ['weekly: until before the date', { pattern: 'weekly', days: [3], until: '2026-03-03' }, []],
    ['weekly: no day chosen', { pattern: 'weekly', days: [], until: '2026-03-14' }, []],
    ['weekly: bounded to two weeks', { pattern: 'weekly', days: [3], until: '2026-04-30' }, ['2026-03-04', '2026-03-11']],
    [
      'weekly: every day for the longest span',
      { pattern: 'weekly', days: [0, 1, 2, 3, 4, 5, 6], until: '2026-12-31' },
      Array.from({ length: MAX_REPEAT_DAYS }, (_, i) => `2026-03-${String(4 + i).padStart(2, '0')}`),
    ],
    ['weekly: bad until', { pattern: 'weekly', days: [3], until: '2026-02-30' }, []],
    ['bad date', { date: '' }, []],
  ])('%s', (_, patch, expected) => {
    expect(requestedDays(request(patch))).toEqual(expected);
  });
});

describe('expandOccurrences', () => {
  it('keeps 09:00 on the teacher clock across the spring change (New York, 8 March 2026)', () => {
    const rows = expandOccurrences(request({ date: '2026-03-05', pattern: 'weekly', days: [0, 4], until: '2026-03-12' }), NEW_YORK);
    expect(rows.map((r) => iso(r.startMs))).toEqual(['2026-03-05T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-12T13:00:00.000Z']);
    expect(rows.map((r) => iso(r.endMs))).toEqual(['2026-03-05T15:00:00.000Z', '2026-03-08T14:00:00.000Z', '2026-03-12T14:00:00.000Z']);
    for (const row of rows) {
      expect(formatTeacherTime(new Date(row.startMs), NEW_YORK)).toBe('09:00');
      expect(formatTeacherDate(new Date(row.startMs), NEW_YORK)).toBe(row.date);
    }
  });

  it('keeps the wall-clock time across the autumn change, and the legacy zone agrees', () => {
    const req = request({ date: '2026-10-25', startTime: '18:30', endTime: '19:15', pattern: 'weekly', days: [0], until: '2026-11-07' });
    const expected = ['2026-10-25T22:30:00.000Z', '2026-11-01T23:30:00.000Z'];
    expect(expandOccurrences(req, NEW_YORK).map((r) => iso(r.startMs))).toEqual(expected);
    expect(expandOccurrences(req, NEW_YORK_LEGACY).map((r) => iso(r.startMs))).toEqual(expected);
  });

  it('past midnight, weekly: each slot belongs to the day it starts (Sunday 23:30 to Monday 00:30)', () => {
    const req = request({ date: '2026-11-29', startTime: '23:30', endTime: '00:30', pattern: 'weekly', days: [0], until: '2026-12-12' });
    const rows = expandOccurrences(req, SHANGHAI);
    expect(rows.map((r) => r.date)).toEqual(['2026-11-29', '2026-12-06']);
    expect(rows.map((r) => [iso(r.startMs), iso(r.endMs)])).toEqual([
      ['2026-11-29T15:30:00.000Z', '2026-11-29T16:30:00.000Z'],
      ['2026-12-06T15:30:00.000Z', '2026-12-06T16:30:00.000Z'],
    ]);
  });

  it('a zone without DST keeps the same UTC time', () => {
    const rows = expandOccurrences(request({ pattern: 'weekly', days: [3], until: '2026-03-11' }), SHANGHAI);
    expect(rows.map((r) => iso(r.startMs))).toEqual(['2026-03-04T01:00:00.000Z', '2026-03-11T01:00:00.000Z']);
  });

  it.each<[string, Partial<SlotRequest>, [string, string][]]>([
    ['an end before the start is the next day', { endTime: '08:00' }, [['2026-03-04T14:00:00.000Z', '2026-03-05T13:00:00.000Z']]],
    [
      'an end equal to the start is the next day: a whole day',
      { endTime: '09:00' },
      [['2026-03-04T14:00:00.000Z', '2026-03-05T14:00:00.000Z']],
    ],
    [
      '23:30 to 00:30: one hour, into the next day',
      { startTime: '23:30', endTime: '00:30' },
      [['2026-03-05T04:30:00.000Z', '2026-03-05T05:30:00.000Z']],
    ],
    [
      '23:30 to 00:00: ends at midnight',
      { startTime: '23:30', endTime: '00:00' },
      [['2026-03-05T04:30:00.000Z', '2026-03-05T05:00:00.000Z']],
    ],
    [
      'Saturday 23:30 into the spring change: 00:30 is still before it (two hours later it is 03:00)',
      { date: '2026-03-07', startTime: '23:30', endTime: '00:30' },
      [['2026-03-08T04:30:00.000Z', '2026-03-08T05:30:00.000Z']],
    ],
    [
      'over the spring change: 23:30 to 03:30 is three real hours',
      { date: '2026-03-07', startTime: '23:30', endTime: '03:30' },
      [['2026-03-08T04:30:00.000Z', '2026-03-08T07:30:00.000Z']],
    ],
    [
      'over the autumn change: 23:30 to 01:30 takes the first 01:30',
      { date: '2026-10-31', startTime: '23:30', endTime: '01:30' },
      [['2026-11-01T03:30:00.000Z', '2026-11-01T05:30:00.000Z']],
    ],
    ['missing end', { endTime: '' }, []],
    ['missing start', { startTime: '' }, []],
    [
      'a start skipped by the change is a gap, never moved (its instants: where the clock goes on)',
      { date: '2026-03-08', startTime: '02:30', endTime: '04:00' },
      [['2026-03-08T07:30:00.000Z', '2026-03-08T08:00:00.000Z']],
    ],
    [
      'the repeated hour takes the first 01:30',
      { date: '2026-11-01', startTime: '01:30', endTime: '02:30' },
      [['2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z']],
    ],
  ])('%s', (_, patch, expected) => {
    expect(expandOccurrences(request(patch), NEW_YORK).map((r) => [iso(r.startMs), iso(r.endMs)])).toEqual(expected);
  });
});

describe('endsNextDay', () => {
  it.each<[string, string, boolean | null]>([
    ['09:00', '10:00', false],
    ['23:30', '23:59', false],
    ['23:30', '00:30', true],
    ['23:30', '00:00', true],
    ['09:00', '09:00', true],
    ['00:00', '23:59', false],
    ['', '10:00', null],
    ['09:00', '25:00', null],
  ])('%s to %s', (start, end, expected) => {
    expect(endsNextDay(start, end)).toBe(expected);
  });
});

describe('expandOccurrences at a clock change: a start the clock skips is said, as the week copy says it (issue 47 review)', () => {
  const gap = (startTime: string, endTime: string) => ({ startTime, endTime });
  it.each<[string, Partial<SlotRequest>, [string, string, ReturnType<typeof gap> | null][]]>([
    [
      'New York spring Sunday, 02:30–03:30: a gap',
      { date: '2027-03-14', startTime: '02:30', endTime: '03:30' },
      [['2027-03-14', '2027-03-14T07:30:00.000Z', gap('02:30', '03:30')]],
    ],
    [
      '02:00, the first skipped minute: a gap',
      { date: '2027-03-14', startTime: '02:00', endTime: '02:45' },
      [['2027-03-14', '2027-03-14T07:00:00.000Z', gap('02:00', '02:45')]],
    ],
    [
      '03:00, when the clock goes on: opened',
      { date: '2027-03-14', startTime: '03:00', endTime: '04:00' },
      [['2027-03-14', '2027-03-14T07:00:00.000Z', null]],
    ],
    [
      '01:59, before the change: opened',
      { date: '2027-03-14', startTime: '01:59', endTime: '02:59' },
      [['2027-03-14', '2027-03-14T06:59:00.000Z', null]],
    ],
    [
      'weekly on Sunday until 2027-03-14: 03-07 opened, 03-14 a gap',
      { date: '2027-03-07', startTime: '02:30', endTime: '03:30', pattern: 'weekly', days: [0], until: '2027-03-14' },
      [
        ['2027-03-07', '2027-03-07T07:30:00.000Z', null],
        ['2027-03-14', '2027-03-14T07:30:00.000Z', gap('02:30', '03:30')],
      ],
    ],
    [
      'the autumn fold, 01:30–02:30: opened once, at the first 01:30',
      { date: '2027-11-07', startTime: '01:30', endTime: '02:30' },
      [['2027-11-07', '2027-11-07T05:30:00.000Z', null]],
    ],
    [
      'the autumn fold, 01:00–01:30: once, the first hour',
      { date: '2027-11-07', startTime: '01:00', endTime: '01:30' },
      [['2027-11-07', '2027-11-07T05:00:00.000Z', null]],
    ],
    [
      'Sunday 23:59 before the spring change, ending 00:59 Monday: opened',
      { date: '2027-03-14', startTime: '23:59', endTime: '00:59' },
      [['2027-03-14', '2027-03-15T03:59:00.000Z', null]],
    ],
  ])('%s', (_, patch, expected) => {
    expect(expandOccurrences(request(patch), NEW_YORK).map((r) => [r.date, iso(r.startMs), r.gap ?? null])).toEqual(expected);
  });

  it('a fold hour is one slot of one hour, not two', () => {
    const [slot, ...more] = expandOccurrences(request({ date: '2027-11-07', startTime: '01:00', endTime: '01:30' }), NEW_YORK);
    expect(more).toEqual([]);
    expect(slot!.endMs - slot!.startMs).toBe(30 * 60_000);
  });
});
