/**
 * One row of GET /api/v1/alg_classes/rooms (spec 3 "Classroom list"). Plain types: the zod
 * schema in api/get-rooms.ts must produce something assignable to `Room`.
 * One row per student booking: several rows can describe the same class (see class-item.ts).
 */

export interface Student {
  id: number;
  name: string;
  short_name: string;
}

export interface CalendarEvent {
  id: number;
  parent_calendar_event_id: number | null;
  appointment_group_id: number | null;
  effective_context_code: string;
  start_at: string;
  end_at: string;
}

export interface Course {
  id: number;
  name: string;
  description: string | null;
}

export interface Teacher {
  id: number;
  name: string;
}

export interface AlgClassroom {
  id: number;
  /** ISO 8601 UTC instants: the source of a class's times. */
  scheduled_start_time: string;
  scheduled_end_time: string;
  /** 1 for the first lesson of the group, so lessons already given = this - 1. */
  scheduled_sequence_number: number;
  online_room_id: string | number | null;
  classroom_type: string | number | null;
}

export interface Room {
  id: number;
  /** Raw title, class code first: "L1U2L3S1 Greetings and Introductions". */
  title: string;
  group_id: number;
  calendar_event: CalendarEvent;
  students: Student[];
  course: Course;
  teacher: Teacher;
  alg_classroom: AlgClassroom;
}
