import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const S = 1_000;
const H = 3_600_000;
const DAY = 24 * H;

describe('countdownParts: hh:mm:ss within a day, whole days beyond', () => {
  it.each<[string, number, number, string]>([
    ['0', 0, 0, '00:00:00'],
    ['under a second: never time that is not left', 999, 0, '00:00:00'],
    ['1 s', S, 0, '00:00:01'],
    ['59.999 s', 59_999, 0, '00:00:59'],
    ['1 h', H, 0, '01:00:00'],
    ['23:59:59', DAY - S, 0, '23:59:59'],
    ['24 h minus 1 ms', DAY - 1, 0, '23:59:59'],
    ['exactly 24 h: one day', DAY, 1, '00:00:00'],
    ['24 h + 1 s', DAY + S, 1, '00:00:01'],
    ['30 h 1 min 1 s', 30 * H + 61 * S, 1, '06:01:01'],
    ['835:01:45 of the issue', 835 * H + 105 * S, 34, '19:01:45'],
    ['exactly 2 days', 2 * DAY, 2, '00:00:00'],
    ['a year', 365 * DAY + 3 * H, 365, '03:00:00'],
    ['negative (already started)', -S, 0, '00:00:00'],
    ['a day in the past', -DAY, 0, '00:00:00'],
    ['NaN (unreadable start)', Number.NaN, 0, '00:00:00'],
    ['Infinity', Number.POSITIVE_INFINITY, 0, '00:00:00'],
  ])('%s', (_, ms, days, clock) => {
    expect(countdownParts(ms)).toEqual({ days, clock });
  });

  it('counts elapsed time: across New York’s spring-forward night two wall-clock days are 47 h', () => {
    // Saturday 2026-03-07 12:00 EST (17:00 UTC) to Monday 2026-03-09 12:00 EDT (16:00 UTC).
    const ms = Date.parse('2026-03-09T16:00:00Z') - Date.parse('2026-03-07T17:00:00Z');
    expect(countdownParts(ms)).toEqual({ days: 1, clock: '23:00:00' });
  });
});
