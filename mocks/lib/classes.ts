/** Views of a teacher's booked slots: the wire rooms, the merged class, history rows. */
import { courseById, studentById } from '../data/catalog';
import { childEventId } from '../data/schedule';
import type { HistoryEntry, Slot, Teacher } from '../core/types';
import { db } from './store';

const ROOM_ID_OFFSET = 400_000_000;
const CLASS_GROUP_OFFSET = 700_000_000;

export const isBooked = (slot: Slot) => slot.studentIds.length > 0;

/** The wire room of one student's seat in a class; `studentIds` defaults to that one student. */
export function roomWire(slot: Slot, index: number, teacher: Teacher, studentIds = slot.studentIds.slice(index, index + 1)) {
  const eventId = childEventId(slot, index);
  const course = courseById(slot.courseId);
  return {
    id: ROOM_ID_OFFSET + eventId,
    title: slot.title,
    group_id: CLASS_GROUP_OFFSET + slot.id,
    calendar_event: {
      id: eventId,
      parent_calendar_event_id: slot.id,
      appointment_group_id: slot.appointmentGroupId,
      effective_context_code: `course_${slot.courseId}`,
      start_at: slot.start,
      end_at: slot.end,
    },
    students: studentIds.map(studentById),
    course: { id: slot.courseId, name: course?.name ?? '', description: course?.description ?? '' },
    teacher: { id: teacher.id, name: teacher.name },
    alg_classroom: {
      id: ROOM_ID_OFFSET + eventId,
      scheduled_start_time: slot.start,
      scheduled_end_time: slot.end,
      scheduled_sequence_number: slot.sequence,
      online_room_id: slot.onlineRoomId,
      classroom_type: slot.studentIds.length > 1 ? 'group' : '1v1',
    },
  };
}

/** The class a calendar event id names: the parent event, a student's child event or a room id. */
export function findClass(slots: readonly Slot[], eventId: number): { slot: Slot; index: number } | undefined {
  const id = eventId >= ROOM_ID_OFFSET ? eventId - ROOM_ID_OFFSET : eventId;
  for (const slot of slots) {
    if (!isBooked(slot) || slot.state === 'canceled') continue;
    if (slot.id === id) return { slot, index: 0 };
    const index = id - slot.id - 1;
    if (index >= 0 && index < slot.studentIds.length) return { slot, index };
  }
  return undefined;
}

/** The class an event id names, of whichever teacher, once its classroom was entered (POST .../enter). */
export function enteredClass(eventId: number): { slot: Slot; teacher: Teacher } | undefined {
  const data = db();
  for (const teacher of data.teachers) {
    const schedule = data.schedules[String(teacher.id)];
    const found = schedule && findClass(schedule.slots, eventId);
    if (found) return found.slot.enteredAt ? { slot: found.slot, teacher } : undefined;
  }
  return undefined;
}

/** A class that ended (or whose time passed) as a history row, state "pending" until confirmed. */
export const slotAsHistory = (slot: Slot): HistoryEntry => ({
  id: slot.id,
  calendar_event_id: childEventId(slot, 0),
  title: slot.title,
  start_at: slot.start,
  end_at: slot.end,
  studentIds: slot.studentIds,
  record_url: '/hls/sample.m3u8',
  state: 'pending',
  student_feedback: null,
  teacher_comment: null,
});
