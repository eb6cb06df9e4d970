import { describe, expect, it } from 'vitest';
import { checkFaultRules } from '../../mocks/rules/fault-rules';
import { historiesAnswer, manyStudentsRules, roomsAnswer } from './many-students';

const NOW = Date.parse('2026-11-28T23:10:00Z');
const distinct = (ids: number[]) => new Set(ids).size;

describe('a teacher of many students, as the demo host answers', () => {
  it.each([6, 30, 61, 300])('%i students: that many distinct in the classes to come and in the last days’', (count) => {
    const rooms = roomsAnswer(NOW, count).rooms;
    expect(rooms).toHaveLength(count); // one room per student of each class (row 8)
    expect(distinct(rooms.flatMap((room) => room.students.map((s) => s.id)))).toBe(count);
    expect(rooms.every((room) => Date.parse(room.calendar_event.end_at) > NOW)).toBe(true);
    const history = historiesAnswer(NOW, count).data;
    expect(distinct(history.flatMap((entry) => entry.students.map((s) => s.id)))).toBe(count);
    const weekAgo = NOW - 7 * 24 * 3_600_000;
    expect(history.every((entry) => Date.parse(entry.start_at) < NOW && Date.parse(entry.start_at) > weekAgo)).toBe(true);
  });

  // The demo teacher's week is New York's: the first class is this week's whatever the hour, on a Sunday at 23:59 too.
  it.each([
    ['a Sunday 23:59 in New York', '2026-12-07T04:59:00Z'],
    ['a Monday 00:00 in New York', '2026-12-07T05:00:00Z'],
    ['the Sunday the clocks go forward, 03:30', '2027-03-14T07:30:00Z'],
    ['the Sunday the clocks go back, 23:30', '2026-11-02T04:30:00Z'],
    ['a Wednesday noon', '2026-12-09T17:00:00Z'],
  ])('%s: the first class is in progress', (_, at) => {
    const now = Date.parse(at);
    const first = roomsAnswer(now, 6).rooms[0]!.calendar_event;
    expect(Date.parse(first.start_at)).toBeLessThanOrEqual(now);
    expect(Date.parse(first.end_at)).toBeGreaterThan(now);
    const week = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(ms);
    expect(week(Date.parse(first.start_at))).toBe(week(now)); // the same day, so the same week
  });

  it('a class’s rooms share its group and parent event; classes do not', () => {
    const rooms = roomsAnswer(NOW, 60).rooms;
    expect(new Set(rooms.map((r) => r.group_id)).size).toBe(2);
    expect(new Set(rooms.map((r) => r.calendar_event.parent_calendar_event_id)).size).toBe(2);
    expect(new Set(rooms.map((r) => r.id)).size).toBe(60);
  });

  it('the demo host takes the rules', () => expect(checkFaultRules(manyStudentsRules(NOW, 300)).reason).toBeFalsy());
});
