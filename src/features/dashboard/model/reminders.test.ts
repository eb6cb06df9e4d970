import { describe, expect, it } from 'vitest';
import { dueReminders, minutesUntil, nextReminderAt } from './reminders';

const START = '2026-06-10T14:00:00.000Z';
const cls = (id: number, startAt = START) => ({ id, startMs: Date.parse(startAt) });
const at = (iso: string) => new Date(iso);
const none = new Set<number>();

describe('dueReminders (10 minutes before the start)', () => {
  it.each<[string, string, boolean]>([
    ['11 minutes before', '2026-06-10T13:49:00.000Z', false],
    ['1 ms before the window', '2026-06-10T13:49:59.999Z', false],
    ['exactly 10 minutes before', '2026-06-10T13:50:00.000Z', true],
    ['5 minutes before', '2026-06-10T13:55:00.000Z', true],
    ['1 ms before the start', '2026-06-10T13:59:59.999Z', true],
    ['at the start', START, false],
    ['during the class', '2026-06-10T14:20:00.000Z', false],
  ])('%s -> %s', (_name, now, due) => {
    expect(dueReminders([cls(1)], at(now), none).length === 1).toBe(due);
  });

  it('never twice for one class', () => {
    expect(dueReminders([cls(1), cls(2)], at('2026-06-10T13:55:00.000Z'), new Set([1]))).toEqual([cls(2)]);
  });

  it('an unreadable start, and no classes at all, give nothing', () => {
    expect(dueReminders([cls(1, 'soon')], at('2026-06-10T13:55:00.000Z'), none)).toEqual([]);
    expect(dueReminders([], at('2026-06-10T13:55:00.000Z'), none)).toEqual([]);
  });

  it('across midnight on a Sunday (a class at 00:05)', () => {
    expect(dueReminders([cls(3, '2026-06-15T00:05:00.000Z')], at('2026-06-14T23:59:00.000Z'), none)).toEqual([
      cls(3, '2026-06-15T00:05:00.000Z'),
    ]);
  });
});

describe('nextReminderAt', () => {
  const now = at('2026-06-10T12:00:00.000Z');
  it.each<[string, { id: number; startMs: number }[], Set<number>, string | null]>([
    ['no classes', [], none, null],
    ['the earliest of two', [cls(1, '2026-06-10T15:00:00.000Z'), cls(2, '2026-06-10T13:00:00.000Z')], none, '2026-06-10T12:50:00.000Z'],
    [
      'one already reminded is skipped',
      [cls(2, '2026-06-10T13:00:00.000Z'), cls(3, '2026-06-10T16:00:00.000Z')],
      new Set([2]),
      '2026-06-10T15:50:00.000Z',
    ],
    ['a window already open is not "next"', [cls(4, '2026-06-10T12:05:00.000Z')], none, null],
    ['an unreadable start is skipped', [cls(5, 'later')], none, null],
  ])('%s', (_name, items, reminded, expected) => {
    const next = nextReminderAt(items, now, reminded);
    expect(next === null ? null : new Date(next).toISOString()).toBe(expected);
  });
});

describe('minutesUntil', () => {
  it.each<[string, number]>([
    ['2026-06-10T13:50:00.000Z', 10],
    ['2026-06-10T13:50:30.000Z', 10],
    ['2026-06-10T13:59:01.000Z', 1],
    ['2026-06-10T14:00:00.000Z', 0],
    ['2026-06-10T14:05:00.000Z', 0],
  ])('at %s -> %i', (now, minutes) => {
    expect(minutesUntil(cls(1), at(now))).toBe(minutes);
  });
});
