import { describe, expect, it } from 'vitest';
import { clockOffsetMs, msUntilStart, serverNow, startCountdown } from './server-clock';

const T = Date.parse('2026-06-10T14:00:00.000Z');
const HOUR = 3_600_000;

describe('clockOffsetMs (server minus local, at the middle of the round trip)', () => {
  it.each<[string, string | undefined, number, number, number]>([
    ['clocks agree, instant answer', '2026-06-10T14:00:00.000Z', T, T, 0],
    ['clocks agree, 400 ms round trip', '2026-06-10T14:00:00.200Z', T, T + 400, 0],
    ['laptop 2 h slow', '2026-06-10T16:00:00.000Z', T, T, 2 * HOUR],
    ['laptop 5 min fast', '2026-06-10T13:55:00.000Z', T, T, -5 * 60_000],
    ['laptop 1 h fast, 300 ms trip', '2026-06-10T13:00:00.150Z', T, T + 300, -HOUR],
    ['no server time: trust the local clock', undefined, T, T + 50, 0],
    ['unreadable server time', 'noon', T, T, 0],
    ['received before sent (clock jumped back)', '2026-06-10T16:00:00.000Z', T, T - 1, 0],
  ])('%s', (_, serverTime, sent, received, expected) => {
    expect(clockOffsetMs(serverTime, sent, received)).toBe(expected);
  });
});

describe('msUntilStart and startCountdown (by the host clock)', () => {
  const start = '2026-06-10T17:00:00.000Z';
  it.each<[string, number, number, number, string, number?]>([
    ['3 h before, clocks agree', T, 0, 3 * HOUR, '03:00:00'],
    ['laptop 2 h slow: the host says 1 h left', T, 2 * HOUR, HOUR, '01:00:00'],
    ['laptop 1 h fast: the host says 4 h left', T, -HOUR, 4 * HOUR, '04:00:00'],
    ['1 s before', Date.parse(start) - 1000, 0, 1000, '00:00:01'],
    ['999 ms before: never shows time that is not left', Date.parse(start) - 999, 0, 999, '00:00:00'],
    ['at the start', Date.parse(start), 0, 0, '00:00:00'],
    ['after the start: never negative', Date.parse(start) + 5000, 0, 0, '00:00:00'],
    ['more than a day ahead: a day and the rest', Date.parse(start) - 30 * HOUR - 61_000, 0, 30 * HOUR + 61_000, '06:01:01', 1],
  ])('%s', (_, localNow, offset, ms, clock, days = 0) => {
    expect(msUntilStart(start, localNow, offset)).toBe(ms);
    expect(startCountdown(start, localNow, offset)).toEqual({ days, clock });
  });

  it('an unreadable start counts as already due', () => {
    expect(msUntilStart('later', T, 0)).toBe(0);
  });

  it('serverNow adds the offset', () => {
    expect(serverNow(T, -HOUR)).toBe(T - HOUR);
  });
});
