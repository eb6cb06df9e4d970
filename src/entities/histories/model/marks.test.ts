import { describe, expect, it } from 'vitest';
import type { ReplayMark } from './history';
import { formatMediaTime, pinTime, sortMarks } from './marks';

describe('formatMediaTime', () => {
  it.each([
    [0, '0:00'],
    [4.99, '0:04'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [754, '12:34'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatMediaTime(seconds)).toBe(text);
  });
});

describe('pinTime', () => {
  it.each([
    [0, 0],
    [4.26, 4.2],
    [4.99, 4.9],
    [12, 12],
    [-0.5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d -> %d', (time, pinned) => {
    expect(pinTime(time)).toBe(pinned);
  });
});

describe('sortMarks', () => {
  const mark = (id: number, atSeconds: number, createdAt: string): ReplayMark => ({ id, atSeconds, note: `n${id}`, createdAt });
  it('orders by moment, then by when written, then by id, without touching the input', () => {
    const input = [
      mark(3, 8, '2026-01-01T00:00:03Z'),
      mark(1, 2.5, '2026-01-01T00:00:09Z'),
      mark(5, 8, '2026-01-01T00:00:01Z'),
      mark(2, 0, '2026-01-01T00:00:05Z'),
      mark(4, 8, '2026-01-01T00:00:01Z'),
    ];
    expect(sortMarks(input).map((m) => m.id)).toEqual([2, 1, 4, 5, 3]);
    expect(input.map((m) => m.id)).toEqual([3, 1, 5, 2, 4]);
    expect(sortMarks([])).toEqual([]);
  });
});
