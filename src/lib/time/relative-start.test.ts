import { describe, expect, it } from 'vitest';
import { relativeStart, type RelativeStart } from './relative-start';

const START = Date.parse('2026-06-10T17:00:00Z');
const END = Date.parse('2026-06-10T18:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

describe('relativeStart', () => {
  it.each<[string, number, RelativeStart]>([
    ['1 ms before the start: 1 min, never 0', START - 1, { kind: 'minutes', minutes: 1 }],
    ['exactly 1 min before', START - MIN, { kind: 'minutes', minutes: 1 }],
    ['1 min and 1 ms before: rounded up', START - MIN - 1, { kind: 'minutes', minutes: 2 }],
    ['15 min before', START - 15 * MIN, { kind: 'minutes', minutes: 15 }],
    ['59 min before', START - 59 * MIN, { kind: 'minutes', minutes: 59 }],
    ['59 min 30 s before: a whole hour', START - 59 * MIN - 30 * S, { kind: 'hours', hours: 1, minutes: 0 }],
    ['2 h 50 min before', START - 2 * H - 50 * MIN, { kind: 'hours', hours: 2, minutes: 50 }],
    ['2 h before', START - 2 * H, { kind: 'hours', hours: 2, minutes: 0 }],
    ['23 h 59 min before', START - 23 * H - 59 * MIN, { kind: 'hours', hours: 23, minutes: 59 }],
    ['1 ms under 24 h: a day', START - DAY + 1, { kind: 'days', days: 1 }],
    ['exactly 24 h', START - DAY, { kind: 'days', days: 1 }],
    ['47 h 59 min: one whole day', START - 2 * DAY + MIN, { kind: 'days', days: 1 }],
    ['34 days', START - 34 * DAY - 19 * H, { kind: 'days', days: 34 }],
    ['at the start: in progress', START, { kind: 'inProgress' }],
    ['1 ms before the end: in progress', END - 1, { kind: 'inProgress' }],
    ['at the end: ended', END, { kind: 'ended' }],
    ['long after', END + 30 * DAY, { kind: 'ended' }],
  ])('%s', (_, now, expected) => {
    expect(relativeStart(START, END, now)).toEqual(expected);
  });

  it('a class that ends when it starts (or before) has ended once it started', () => {
    expect(relativeStart(START, START, START)).toEqual({ kind: 'ended' });
    expect(relativeStart(START, START - H, START + 1)).toEqual({ kind: 'ended' });
    expect(relativeStart(START, START - H, START - 5 * MIN)).toEqual({ kind: 'minutes', minutes: 5 });
  });

  it.each([
    [Number.NaN, END, START],
    [START, Number.NaN, START],
    [START, END, Number.NaN],
    [START, END, Number.POSITIVE_INFINITY],
  ])('says nothing on unreadable input (%d, %d, %d)', (start, end, now) => {
    expect(relativeStart(start, end, now)).toBeNull();
  });
});
