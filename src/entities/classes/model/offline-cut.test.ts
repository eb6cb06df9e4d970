import { describe, expect, it } from 'vitest';
import type { Room } from './room';
import { roomsForOfflineCut } from './offline-cut';

const now = Date.parse('2026-11-28T23:59:00Z'); // Saturday 23:59 UTC
const room = (id: number, start: string) => ({ id, alg_classroom: { scheduled_start_time: start } }) as unknown as Room;

describe('the class list cut for a full storage: today and tomorrow, in any zone', () => {
  it.each([
    ['a class earlier today (ended)', '2026-11-28T08:00:00Z', true],
    ['exactly a day before', '2026-11-27T23:59:00Z', true],
    ['more than a day before', '2026-11-27T23:58:59Z', false],
    ['in progress', '2026-11-28T23:30:00Z', true],
    ['tomorrow evening (Sunday)', '2026-11-29T20:00:00Z', true],
    ['Monday in Shanghai, still within two days', '2026-11-30T15:00:00Z', true],
    ['two days ahead exactly', '2026-11-30T23:59:00Z', false],
    ['next week', '2026-12-03T10:00:00Z', false],
    ['an unreadable time', 'soon', false],
  ])('%s', (_name, start, kept) => {
    expect(roomsForOfflineCut([room(1, start)], now).length).toBe(kept ? 1 : 0);
  });

  it('empty or malformed data: nothing', () => {
    expect(roomsForOfflineCut([], now)).toEqual([]);
    expect(roomsForOfflineCut(null, now)).toEqual([]);
    expect(roomsForOfflineCut({ rooms: [] }, now)).toEqual([]);
    expect(roomsForOfflineCut([{ id: 1 }], now)).toEqual([]);
  });
});
