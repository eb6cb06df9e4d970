import { describe, expect, it } from 'vitest';
import { currentDaysOff, readDaysOff, reconciled, stillBookable, withDayOff, withoutDayOff, type DayOff } from './days-off';

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
    ['open slots kept with it', '[{"from":"2026-03-09","to":"2026-03-09","endMs":5,"open":[{"id":7,"startMs":3}]}]', 1],
    ['malformed open slots', '[{"from":"2026-03-09","to":"2026-03-09","endMs":5,"open":[{"id":"7"}]}]', 0],
  ])('reads %s', (_, text, count) => {
    expect(readDaysOff(text)).toHaveLength(count);
  });

  it('a later time off over the same days replaces what it kept open', () => {
    const first = { ...day('2026-03-09', '2026-03-09', 200), open: [{ id: 1, startMs: 150 }] };
    expect(withDayOff([first], day('2026-03-09', '2026-03-09', 200), 100)).toEqual([day('2026-03-09', '2026-03-09', 200)]);
  });

  // Issue 47.2: "2 open slots still bookable" until they are closed.
  const kept = (...open: [number, number][]): DayOff => ({
    ...day('2026-03-09', '2026-03-10', 500),
    open: open.map(([id, startMs]) => ({ id, startMs })),
  });
  it.each<[string, DayOff, number, number]>([
    ['none kept', day('2026-03-09', '2026-03-10', 500), 100, 0],
    ['two to come', kept([1, 200], [2, 300]), 100, 2],
    ['one has started: no longer bookable', kept([1, 200], [2, 300]), 200, 1],
    ['all started', kept([1, 200], [2, 300]), 300, 0],
  ])('still bookable: %s', (_, entry, now, count) => {
    expect(stillBookable(entry, now)).toBe(count);
  });

  it.each<[string, DayOff[], number[], DayOff[]]>([
    ['nothing kept open is left alone', [day('a', 'a', 500)], [], [day('a', 'a', 500)]],
    ['still open stays', [kept([1, 200], [2, 300])], [1, 2, 9], [kept([1, 200], [2, 300])]],
    ['closed since (or booked, or gone) goes', [kept([1, 200], [2, 300])], [2], [kept([2, 300])]],
    ['none left: the entry keeps no list', [kept([1, 200])], [], [day('2026-03-09', '2026-03-10', 500)]],
  ])('reconciled with the live slots: %s', (_, list, open, expected) => {
    expect(reconciled(list, new Set(open))).toEqual(expected);
  });

  it('reconciled gives the same entries back when nothing changed (the store writes only a change)', () => {
    const list = [kept([1, 200]), day('a', 'a', 500)];
    expect(reconciled(list, new Set([1])).every((d, i) => d === list[i])).toBe(true);
  });

  // Issue 47 review: a kept time off can be removed; only that one goes, whatever it kept open.
  const hours = day('2026-12-10', '2026-12-10', 400, { start: '13:00', end: '17:00' });
  const thursday = { ...day('2026-12-10', '2026-12-10', 500), open: [{ id: 3, startMs: 450 }] };
  it.each<[string, DayOff[], DayOff, DayOff[]]>([
    ['the one day off', [thursday], day('2026-12-10', '2026-12-10', 500), []],
    ["the day, not the same day's hours", [hours, thursday], thursday, [hours]],
    ['the hours, not the whole day', [hours, thursday], hours, [thursday]],
    ['other hours of the day stay', [hours], day('2026-12-10', '2026-12-10', 400, { start: '13:00', end: '18:00' }), [hours]],
    ['a span is removed whole', [day('2026-12-07', '2026-12-13', 900)], day('2026-12-07', '2026-12-13', 900), []],
    [
      'a day inside a span removes nothing',
      [day('2026-12-07', '2026-12-13', 900)],
      day('2026-12-10', '2026-12-10', 500),
      [day('2026-12-07', '2026-12-13', 900)],
    ],
    ['nothing kept', [], thursday, []],
  ])('removed: %s', (_, list, entry, expected) => {
    expect(withoutDayOff(list, entry)).toEqual(expected);
  });

  it('shows only what is not over', () => {
    expect(currentDaysOff([day('a', 'a', 100), day('b', 'b', 101)], 100)).toEqual([day('b', 'b', 101)]);
  });
});
