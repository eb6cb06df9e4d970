import type { ClassItem } from './class-item';
import type { Room, Student } from './room';

/** A class item for tests: the given times, plausible filler elsewhere, and any field overridden. */
export function testClassItem(id: number, startAt: string, endAt?: string, patch: Partial<ClassItem> = {}): ClassItem {
  const end = endAt ?? new Date(Date.parse(startAt) + 25 * 60_000).toISOString();
  return {
    id,
    date: '',
    startTime: '',
    endTime: '',
    startAt,
    endAt: end,
    startMs: Date.parse(startAt),
    endMs: Date.parse(end),
    students: [],
    finishedCount: 0,
    title: `Class ${id}`,
    classCode: '',
    isToday: false,
    course: { id: 1, name: 'Course', description: null },
    event: { id, parent_calendar_event_id: null, appointment_group_id: null, effective_context_code: '', start_at: startAt, end_at: end },
    teacher: { id: 1, name: 'Teacher' },
    group_id: 1,
    classroom_type: null,
    meeting_id: '',
    ...patch,
  };
}

/** A student for tests. */
export const testStudent = (id: number): Student => ({ id, name: `Student ${id}`, short_name: `S${id}` });

export interface RoomOptions {
  eventId?: number;
  parent?: number | null;
  group?: number;
  start?: string;
  end?: string;
  students?: Student[];
  title?: string;
  seq?: number;
  online?: string | number | null;
  type?: string | number | null;
}

/** One row of the rooms answer for tests: a class of group 7 under parent event 1 unless told otherwise. */
export function testRoom(o: RoomOptions = {}): Room {
  const eventId = o.eventId ?? 100;
  return {
    id: eventId * 10,
    title: o.title ?? 'L1U2L3S1 Greetings and Introductions',
    group_id: o.group ?? 7,
    calendar_event: {
      id: eventId,
      parent_calendar_event_id: o.parent === undefined ? 1 : o.parent,
      appointment_group_id: 55,
      effective_context_code: 'course_9',
      start_at: '2026-03-09T01:00:00Z',
      end_at: '2026-03-09T01:25:00Z',
    },
    students: o.students ?? [testStudent(1)],
    course: { id: 9, name: 'English A1', description: null },
    teacher: { id: 3, name: 'Ms Lee' },
    alg_classroom: {
      id: eventId + 5000,
      scheduled_start_time: o.start ?? '2026-03-09T01:00:00Z',
      scheduled_end_time: o.end ?? '2026-03-09T01:25:00Z',
      scheduled_sequence_number: o.seq ?? 3,
      online_room_id: o.online === undefined ? 12345 : o.online,
      classroom_type: o.type === undefined ? 2 : o.type,
    },
  };
}
