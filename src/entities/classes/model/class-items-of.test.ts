import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { toClassItems } from './class-item';
import { testRoom as room } from './class-item.fixture';
import { classItemsOf } from './class-items-of';

const SHANGHAI: TeacherZone = { tzOffset: 8, dstStart: null, dstEnd: null, timezone: 'Asia/Shanghai' };
const NEW_YORK: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
// 15:59 UTC is 23:59 in Shanghai; a minute later it is the next day there.
const LATE = new Date('2026-11-29T15:59:00Z');
const NEXT_DAY = new Date('2026-11-29T16:00:00Z');

describe('classItemsOf: one derivation per answer, zone and teacher day', () => {
  const rooms = [room({ start: '2026-11-29T15:30:00Z', end: '2026-11-29T16:30:00Z' })];

  it.each([
    ['the same answer, zone and day (another minute)', rooms, SHANGHAI, new Date('2026-11-29T15:00:00Z'), true],
    ['an equal zone given as another object', rooms, { ...SHANGHAI }, LATE, true],
    ['another answer with the same rooms', [...rooms], SHANGHAI, LATE, false],
    ['another teacher zone', rooms, NEW_YORK, LATE, false],
    ['the next teacher day (Sunday 23:59 -> Monday 00:00 in Shanghai)', rooms, SHANGHAI, NEXT_DAY, false],
  ] as const)('%s: shared=%s', (_, list, zone, now, shared) => {
    const first = classItemsOf(rooms, SHANGHAI, LATE);
    const again = classItemsOf(list, zone, now);
    expect(again === first).toBe(shared);
    expect(again).toEqual(toClassItems(list, zone, now));
  });

  it('an empty answer gives no items', () => {
    expect(classItemsOf([], SHANGHAI, LATE)).toEqual({ items: [], skipped: 0 });
  });
});
