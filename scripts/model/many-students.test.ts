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
    expect(rooms.every((room) => Date.parse(room.calendar_event.start_at) > NOW)).toBe(true);
    const history = historiesAnswer(NOW, count).data;
    expect(distinct(history.flatMap((entry) => entry.students.map((s) => s.id)))).toBe(count);
    const weekAgo = NOW - 7 * 24 * 3_600_000;
    expect(history.every((entry) => Date.parse(entry.start_at) < NOW && Date.parse(entry.start_at) > weekAgo)).toBe(true);
  });

  it('a class’s rooms share its group and parent event; classes do not', () => {
    const rooms = roomsAnswer(NOW, 60).rooms;
    expect(new Set(rooms.map((r) => r.group_id)).size).toBe(2);
    expect(new Set(rooms.map((r) => r.calendar_event.parent_calendar_event_id)).size).toBe(2);
    expect(new Set(rooms.map((r) => r.id)).size).toBe(60);
  });

  it('the demo host takes the rules', () => expect(checkFaultRules(manyStudentsRules(NOW, 300)).reason).toBeFalsy());
});
