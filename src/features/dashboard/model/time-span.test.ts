import { describe, expect, it } from 'vitest';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { endsNextDay } from './time-span';

const NY: TeacherZone = { tzOffset: -5, dstStart: null, dstEnd: null, timezone: 'America/New_York' };
const SHANGHAI: TeacherZone = { tzOffset: 8, dstStart: null, dstEnd: null, timezone: 'Asia/Shanghai' };

describe('endsNextDay', () => {
  it.each<[string, TeacherZone, string, string, boolean]>([
    ['09:00-10:00', NY, '2026-11-27T14:00:00Z', '2026-11-27T15:00:00Z', false],
    ['23:30-00:30 in New York', NY, '2026-11-28T04:30:00Z', '2026-11-28T05:30:00Z', true],
    ['23:30-00:00: ends at midnight, the same day', NY, '2026-11-28T04:30:00Z', '2026-11-28T05:00:00Z', false],
    ['the same instants in Shanghai: 12:30-13:30', SHANGHAI, '2026-11-28T04:30:00Z', '2026-11-28T05:30:00Z', false],
    ['Saturday 23:30 into the autumn change (New York, 2026-10-31)', NY, '2026-11-01T03:30:00Z', '2026-11-01T04:30:00Z', true],
  ])('%s', (_name, zone, start, end, expected) => {
    expect(endsNextDay({ startAt: start, endAt: end }, zone)).toBe(expected);
  });
});
