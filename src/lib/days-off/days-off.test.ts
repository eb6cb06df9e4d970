import { describe, expect, it } from 'vitest';
import { currentDaysOff, readDaysOff, withDayOff, type DayOff } from './days-off';

const day = (from: string, to: string, endMs: number, hours?: DayOff['hours']): DayOff => ({
  from,
  to,
  endMs,
  ...(hours ? { hours } : {}),
});

describe('days off', () => {
  it.each<[string, DayOff[], DayOff, number, DayOff[]]>([
    ['adds to an empty list', [], day('2026-03-09', '2026-03-13', 200), 100, [day('2026-03-09', '2026-03-13', 200)]],
    [
      'the same range once',
      [day('2026-03-09', '2026-03-13', 200)],
      day('2026-03-09', '2026-03-13', 200),
      100,
      [day('2026-03-09', '2026-03-13', 200)],
    ],
    [
      'earliest first, hours apart from days',
      [day('2026-03-12', '2026-03-12', 300)],
      day('2026-03-10', '2026-03-10', 250, { start: '13:00', end: '17:00' }),
      100,
      [day('2026-03-10', '2026-03-10', 250, { start: '13:00', end: '17:00' }), day('2026-03-12', '2026-03-12', 300)],
    ],
    [
      'a range that is over goes',
      [day('2026-03-01', '2026-03-02', 50)],
      day('2026-03-09', '2026-03-09', 200),
      100,
      [day('2026-03-09', '2026-03-09', 200)],
    ],
  ])('%s', (_, list, entry, now, expected) => {
    expect(withDayOff(list, entry, now)).toEqual(expected);
  });

  it.each<[string, string | null, number]>([
    ['nothing stored', null, 0],
    ['malformed text', '{oops', 0],
    ['not a list', '{"from":"2026-03-09"}', 0],
    ['a list with a malformed entry', '[{"from":"2026-03-09","to":"2026-03-09","endMs":5},{"from":1}]', 1],
  ])('reads %s', (_, text, count) => {
    expect(readDaysOff(text)).toHaveLength(count);
  });

  it('shows only what is not over', () => {
    expect(currentDaysOff([day('a', 'a', 100), day('b', 'b', 101)], 100)).toEqual([day('b', 'b', 101)]);
  });
});
