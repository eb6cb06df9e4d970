import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses } from './buckets';
import { testClassItem } from './class-item.fixture';
import { upNext } from './up-next';

const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
// Sunday 2026-11-29 23:50 in New York.
const SUNDAY_NIGHT = new Date('2026-11-30T04:50:00Z');

const ids = (starts: [string, string?][], now = SUNDAY_NIGHT) =>
  upNext(
    bucketClasses(
      starts.map(([start, end], i) => testClassItem(i + 1, start, end)),
      NY,
      now,
    ),
    now,
  ).map((item) => item.id);

describe('upNext: what My courses opens on, whatever the week', () => {
  it.each<[string, [string, string?][], number[]]>([
    ['nothing at all', [], []],
    ['Sunday 23:50, a class at Monday 02:30 (next week): it comes first', [['2026-11-30T07:30:00Z']], [1]],
    [
      'everything in the next 24 hours, in order, across the week edge',
      [['2026-11-30T07:30:00Z'], ['2026-11-30T05:00:00Z'], ['2026-12-01T04:49:00Z']],
      [2, 1, 3],
    ],
    ['24 hours to the minute is not within', [['2026-12-01T04:50:00Z'], ['2026-12-02T00:00:00Z']], [1]],
    ['nothing within 24 hours: the next class alone', [['2026-12-03T15:00:00Z'], ['2026-12-10T15:00:00Z']], [1]],
    ['a class in progress counts', [['2026-11-30T04:30:00Z', '2026-11-30T05:20:00Z'], ['2026-12-05T15:00:00Z']], [1]],
    ['an ended class does not', [['2026-11-30T03:00:00Z', '2026-11-30T04:00:00Z'], ['2026-12-05T15:00:00Z']], [2]],
    ['a class in the "More" tab, weeks away, is still next', [['2026-12-20T15:00:00Z']], [1]],
  ])('%s', (_name, starts, expected) => {
    expect(ids(starts)).toEqual(expected);
  });
});
