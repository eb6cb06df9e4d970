import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { NEW_YORK, NEW_YORK_LEGACY, SHANGHAI } from './test-zones';
import { daySegments, wallRange, type SegmentPart } from './wall-range';

/** A legacy account whose clock changes at midnight (as Beirut's does): 00:00 -> 01:00 on 29 March, 00:00 -> 23:00 on 25 October. */
const MIDNIGHT_CHANGE: TeacherZone = {
  tzOffset: 2,
  dstStart: '2026-03-28T22:00:00.000Z',
  dstEnd: '2026-10-24T21:00:00.000Z',
  timezone: '',
};

const ms = (iso: string) => Date.parse(iso);
type Row = [string, TeacherZone, string, string, string, [string, string, SegmentPart][]];

describe('wallRange and daySegments', () => {
  it.each<Row>([
    [
      'an ordinary evening',
      NEW_YORK,
      '2026-03-05T14:00:00Z',
      '2026-03-05T15:00:00Z',
      '2026-03-05 09:00 - 2026-03-05 10:00 +0',
      [['2026-03-05 09:00:00', '2026-03-05 10:00:00', 'whole']],
    ],
    [
      '23:30 to 00:30: drawn on the night it starts, continued on the next day',
      NEW_YORK,
      '2026-03-06T04:30:00Z',
      '2026-03-06T05:30:00Z',
      '2026-03-05 23:30 - 2026-03-06 00:30 +1',
      [
        ['2026-03-05 23:30:00', '2026-03-06 00:00:00', 'first'],
        ['2026-03-06 00:00:00', '2026-03-06 00:30:00', 'continued'],
      ],
    ],
    [
      'Saturday night into Sunday (the week edge) on the spring-forward Sunday',
      NEW_YORK,
      '2026-03-08T04:30:00Z',
      '2026-03-08T05:30:00Z',
      '2026-03-07 23:30 - 2026-03-08 00:30 +1',
      [
        ['2026-03-07 23:30:00', '2026-03-08 00:00:00', 'first'],
        ['2026-03-08 00:00:00', '2026-03-08 00:30:00', 'continued'],
      ],
    ],
    [
      'over the spring-forward change itself (3 real hours read 23:00-03:00)',
      NEW_YORK,
      '2026-03-08T04:00:00Z',
      '2026-03-08T07:00:00Z',
      '2026-03-07 23:00 - 2026-03-08 03:00 +1',
      [
        ['2026-03-07 23:00:00', '2026-03-08 00:00:00', 'first'],
        ['2026-03-08 00:00:00', '2026-03-08 03:00:00', 'continued'],
      ],
    ],
    [
      'over the fall-back change (4 real hours read 23:00-02:00)',
      NEW_YORK,
      '2026-11-01T03:00:00Z',
      '2026-11-01T07:00:00Z',
      '2026-10-31 23:00 - 2026-11-01 02:00 +1',
      [
        ['2026-10-31 23:00:00', '2026-11-01 00:00:00', 'first'],
        ['2026-11-01 00:00:00', '2026-11-01 02:00:00', 'continued'],
      ],
    ],
    [
      'the same for a legacy account (offset and DST window only)',
      NEW_YORK_LEGACY,
      '2026-03-08T04:30:00Z',
      '2026-03-08T05:30:00Z',
      '2026-03-07 23:30 - 2026-03-08 00:30 +1',
      [
        ['2026-03-07 23:30:00', '2026-03-08 00:00:00', 'first'],
        ['2026-03-08 00:00:00', '2026-03-08 00:30:00', 'continued'],
      ],
    ],
    [
      'ending at midnight: one block to the end of the day',
      NEW_YORK,
      '2026-03-06T04:00:00Z',
      '2026-03-06T05:00:00Z',
      '2026-03-05 23:00 - 2026-03-06 00:00 +0',
      [['2026-03-05 23:00:00', '2026-03-06 00:00:00', 'whole']],
    ],
    [
      'starting at midnight',
      SHANGHAI,
      '2026-03-05T16:00:00Z',
      '2026-03-05T17:00:00Z',
      '2026-03-06 00:00 - 2026-03-06 01:00 +0',
      [['2026-03-06 00:00:00', '2026-03-06 01:00:00', 'whole']],
    ],
    [
      'a clock that springs forward at midnight skips 00:00-01:00',
      MIDNIGHT_CHANGE,
      '2026-03-28T21:30:00Z',
      '2026-03-28T22:30:00Z',
      '2026-03-28 23:30 - 2026-03-29 01:30 +1',
      [
        ['2026-03-28 23:30:00', '2026-03-29 00:00:00', 'first'],
        ['2026-03-29 00:00:00', '2026-03-29 01:30:00', 'continued'],
      ],
    ],
    [
      'a clock that falls back at midnight reads 23:30-23:30: placed by its real length',
      MIDNIGHT_CHANGE,
      '2026-10-24T20:30:00Z',
      '2026-10-24T21:30:00Z',
      '2026-10-24 23:30 - 2026-10-25 00:30 +1',
      [
        ['2026-10-24 23:30:00', '2026-10-25 00:00:00', 'first'],
        ['2026-10-25 00:00:00', '2026-10-25 00:30:00', 'continued'],
      ],
    ],
    [
      'longer than a day: a piece on every day it touches',
      SHANGHAI,
      '2026-03-05T14:00:00Z',
      '2026-03-07T02:00:00Z',
      '2026-03-05 22:00 - 2026-03-07 10:00 +2',
      [
        ['2026-03-05 22:00:00', '2026-03-06 00:00:00', 'first'],
        ['2026-03-06 00:00:00', '2026-03-07 00:00:00', 'continued'],
        ['2026-03-07 00:00:00', '2026-03-07 10:00:00', 'continued'],
      ],
    ],
    [
      'ending at midnight after crossing one',
      SHANGHAI,
      '2026-03-05T15:00:00Z',
      '2026-03-06T16:00:00Z',
      '2026-03-05 23:00 - 2026-03-07 00:00 +1',
      [
        ['2026-03-05 23:00:00', '2026-03-06 00:00:00', 'first'],
        ['2026-03-06 00:00:00', '2026-03-07 00:00:00', 'continued'],
      ],
    ],
  ])('%s', (_, zone, start, end, range, segments) => {
    const r = wallRange(ms(start), ms(end), zone)!;
    expect(`${r.startDate} ${r.startTime} - ${r.endDate} ${r.endTime} +${r.days}`).toBe(range);
    expect(daySegments(r).map((s) => [s.start, s.end, s.part])).toEqual(segments);
  });

  it('a slot of months (malformed) is cut to two weeks of pieces', () => {
    const r = wallRange(ms('2026-03-01T00:00:00Z'), ms('2026-09-01T00:00:00Z'), SHANGHAI)!;
    const pieces = daySegments(r);
    expect(pieces).toHaveLength(15);
    expect(pieces.at(-1)).toEqual({ start: '2026-03-15 00:00:00', end: '2026-03-16 00:00:00', part: 'continued' });
  });

  it.each<[string, number, number]>([
    ['end before start', ms('2026-03-05T15:00:00Z'), ms('2026-03-05T14:00:00Z')],
    ['empty', ms('2026-03-05T15:00:00Z'), ms('2026-03-05T15:00:00Z')],
    ['unreadable', Number.NaN, ms('2026-03-05T15:00:00Z')],
  ])('%s: no range', (_, start, end) => {
    expect(wallRange(start, end, NEW_YORK)).toBeNull();
  });
});
