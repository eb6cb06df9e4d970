import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { bucketClasses } from './buckets';
import { testClassItem } from '@/entities/classes/model/class-item.fixture';
import { upNext } from './up-next';

const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
// Sunday 2026-11-29 23:50 in New York.
const SUNDAY_NIGHT = new Date('2026-11-30T04:50:00Z');
// Wednesday 2026-06-10 10:10 in New York (EDT): the journeys' clock.
const WEDNESDAY = new Date('2026-06-10T14:10:00Z');

const shown = (starts: [string, string?][], now: Date) => {
  const { items, moreToday } = upNext(
    bucketClasses(
      starts.map(([start, end], i) => testClassItem(i + 1, start, end)),
      NY,
      now,
    ),
    now,
    NY,
  );
  return { items: items.map((item) => item.id), moreToday: moreToday.map((item) => item.id) };
};

describe('upNext: the class in progress and the next one, whatever the week; the rest of today counted', () => {
  it.each<[string, Date, [string, string?][], number[], number[]]>([
    ['nothing at all', SUNDAY_NIGHT, [], [], []],
    ['Sunday 23:50, a class at Monday 02:30 (next week): it comes next', SUNDAY_NIGHT, [['2026-11-30T07:30:00Z']], [1], []],
    [
      'Sunday 23:50: in progress since 23:30, Monday 02:30 next, Monday 19:30 is tomorrow’s (not counted as today)',
      SUNDAY_NIGHT,
      [['2026-11-30T04:30:00Z', '2026-11-30T05:30:00Z'], ['2026-11-30T07:30:00Z'], ['2026-12-01T00:30:00Z']],
      [1, 2],
      [],
    ],
    [
      'the next one only, never the next 24 hours',
      SUNDAY_NIGHT,
      [['2026-11-30T07:30:00Z'], ['2026-11-30T05:00:00Z'], ['2026-12-01T04:49:00Z']],
      [2],
      [],
    ],
    ['nothing today: the next class alone', SUNDAY_NIGHT, [['2026-12-03T15:00:00Z'], ['2026-12-10T15:00:00Z']], [1], []],
    ['an ended class does not count', SUNDAY_NIGHT, [['2026-11-30T03:00:00Z', '2026-11-30T04:00:00Z'], ['2026-12-05T15:00:00Z']], [2], []],
    ['a class in the "More" tab, weeks away, is still next', SUNDAY_NIGHT, [['2026-12-20T15:00:00Z']], [1], []],
    [
      'Wednesday 10:10: in progress, 13:00 next, 16:30 and 20:30 today more, Thursday 06:00 not',
      WEDNESDAY,
      [
        ['2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z'],
        ['2026-06-10T17:00:00Z'],
        ['2026-06-10T20:30:00Z'],
        ['2026-06-11T00:30:00Z'],
        ['2026-06-11T10:00:00Z'],
      ],
      [1, 2],
      [3, 4],
    ],
    [
      'nothing in progress: the next one, and the rest of today',
      WEDNESDAY,
      [['2026-06-10T17:00:00Z'], ['2026-06-10T20:30:00Z'], ['2026-06-11T03:59:00Z'], ['2026-06-11T04:00:00Z']],
      [1],
      [2, 3],
    ],
    [
      'two classes in progress (the host allows it): both, then the next',
      WEDNESDAY,
      [['2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z'], ['2026-06-10T14:05:00Z', '2026-06-10T15:00:00Z'], ['2026-06-10T17:00:00Z']],
      [1, 2, 3],
      [],
    ],
  ])('%s', (_name, now, starts, items, moreToday) => {
    expect(shown(starts, now)).toEqual({ items, moreToday });
  });
});
