import { describe, expect, it } from 'vitest';
import { classesInProgress, isInClassTime } from './class-rules';

const START = '2026-06-10T14:00:00.000Z';
const END = '2026-06-10T15:00:00.000Z';
const cls = { startAt: START, endAt: END };
const at = (iso: string) => new Date(iso);

describe('isInClassTime ([start, end))', () => {
  it.each<[string, string, boolean]>([
    ['1 ms before the start', '2026-06-10T13:59:59.999Z', false],
    ['at the start', START, true],
    ['in the middle', '2026-06-10T14:30:00.000Z', true],
    ['1 ms before the end', '2026-06-10T14:59:59.999Z', true],
    ['at the end', END, false],
    ['after the end', '2026-06-10T15:00:00.001Z', false],
  ])('%s -> %s', (_, now, expected) => {
    expect(isInClassTime(cls, at(now))).toBe(expected);
  });

  it('is never true for unparsable times', () => {
    expect(isInClassTime({ startAt: '', endAt: 'x' }, at(START))).toBe(false);
  });
});

describe('classesInProgress', () => {
  it('keeps only the classes whose time includes now, in their order', () => {
    const items = [
      { id: 1, startAt: '2026-06-10T13:00:00.000Z', endAt: '2026-06-10T14:00:00.000Z' }, // just ended
      { id: 2, ...cls },
      { id: 3, startAt: '2026-06-10T14:00:00.000Z', endAt: '2026-06-10T14:30:00.000Z' },
      { id: 4, startAt: '2026-06-10T14:00:00.001Z', endAt: '2026-06-10T15:00:00.000Z' }, // not yet
    ];
    expect(classesInProgress(items, at(START)).map((c) => c.id)).toEqual([2, 3]);
    expect(classesInProgress([], at(START))).toEqual([]);
  });
});
