import { describe, expect, it } from 'vitest';
import { courseIdOf, toCalendarEvents, toSlots, type AppointmentGroup, type DescribeSlot } from './slot';
import { NEW_YORK } from './test-zones';

const appointment = (id: number, start: string, end: string, students: string[] = [], count = students.length) => ({
  id,
  start_at: start,
  end_at: end,
  description: null,
  child_events_count: count,
  child_events: students.map((name, i) => ({ id: id + 1 + i, user: { id: 50_000 + i, name } })),
});

const groups: AppointmentGroup[] = [
  {
    id: 1,
    title: 'General English 1',
    context_codes: ['course_12'],
    appointments: [
      appointment(30, '2026-03-06T14:00:00.000Z', '2026-03-06T15:00:00.000Z'),
      appointment(10, '2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z', ['Lily Zhang']),
    ],
  },
  {
    id: 2,
    title: 'Business English',
    context_codes: ['user_5', 'course_14'],
    appointments: [
      appointment(20, 'not a time', '2026-03-05T15:00:00Z'),
      appointment(40, '2026-03-05T16:00:00Z', '2026-03-05T17:00:00Z', [], 1),
    ],
  },
];

describe('toSlots', () => {
  const slots = toSlots(groups);

  it('lists every readable appointment, earliest first, with its course', () => {
    expect(slots.map((s) => [s.id, s.courseId])).toEqual([
      [10, 12],
      [40, 14],
      [30, 12],
    ]);
  });

  it.each<[number, boolean, string[]]>([
    [10, true, ['Lily Zhang']],
    [40, true, []], // counted by the host, student not sent
    [30, false, []],
  ])('slot %i booked %s', (id, booked, names) => {
    const slot = slots.find((s) => s.id === id);
    expect(slot?.booked).toBe(booked);
    expect(slot?.students.map((s) => s.name)).toEqual(names);
  });

  it.each<[string[], number | null]>([
    [['course_12'], 12],
    [['user_1', 'course_7'], 7],
    [['course_x'], null],
    [[], null],
  ])('courseIdOf(%j) = %s', (codes, id) => {
    expect(courseIdOf(codes)).toBe(id);
  });
});

describe('toCalendarEvents', () => {
  const describeSlot: DescribeSlot = (slot, range, part) => {
    const time = `${range.startTime}–${range.endTime}${range.days > 0 ? ' +1' : ''}`;
    return {
      title: `${part === 'continued' ? 'Continued: ' : ''}${slot.booked ? 'Booked' : 'Open'} ${time}`,
      time,
      course: slot.groupTitle,
    };
  };

  it('draws slots on the teacher wall clock; booked ones filled', () => {
    const events = toCalendarEvents(toSlots(groups), NEW_YORK, describeSlot);
    expect(events[0]).toEqual({
      id: 10,
      title: 'Booked 09:00–10:00',
      start: '2026-03-05 09:00:00',
      end: '2026-03-05 10:00:00',
      color: 'teal',
      variant: 'filled',
      payload: { slotId: 10, booked: true, part: 'whole', time: '09:00–10:00', course: 'General English 1', names: 'Lily Zhang' },
    });
    expect(events[1]).toMatchObject({ title: 'Booked 11:00–12:00', payload: { booked: true, names: '' } }); // booked, name unknown
    expect(events[2]).toMatchObject({ title: 'Open 09:00–10:00', start: '2026-03-06 09:00:00', color: 'blue', variant: 'light' });
  });

  it('a booked slot past midnight is drawn on the night it starts and continued the next day, students on both', () => {
    const night: AppointmentGroup = {
      ...groups[0]!,
      appointments: [appointment(50, '2026-03-08T04:30:00Z', '2026-03-08T05:30:00Z', ['Lucy Zhao'])],
    };
    const events = toCalendarEvents(toSlots([night]), NEW_YORK, describeSlot);
    expect(events.map((e) => [e.id, e.start, e.end, e.title, e.payload.slotId, e.payload.names])).toEqual([
      [50, '2026-03-07 23:30:00', '2026-03-08 00:00:00', 'Booked 23:30–00:30 +1', 50, 'Lucy Zhao'],
      ['50:2026-03-08', '2026-03-08 00:00:00', '2026-03-08 00:30:00', 'Continued: Booked 23:30–00:30 +1', 50, 'Lucy Zhao'],
    ]);
  });

  it('leaves out a slot that ends before it starts (the calendar would refuse it)', () => {
    const odd: AppointmentGroup = { ...groups[0]!, appointments: [appointment(60, '2026-03-05T15:00:00Z', '2026-03-05T14:00:00Z')] };
    expect(toCalendarEvents(toSlots([odd]), NEW_YORK, describeSlot)).toEqual([]);
  });
});
