/** The teacher's slots, read from Canvas appointment groups (spec row 11), and how the calendar draws them. */
import { formatTeacherTime, parseInstantMs, type TeacherZone } from '@/lib/time/teacher-time';
import { toWallDateTime } from './wall-date';

export interface AppointmentStudent {
  id: number;
  name: string;
}

/** The part of a Canvas appointment group the portal reads. */
export interface AppointmentGroup {
  id: number;
  title: string;
  context_codes: string[];
  appointments: {
    id: number;
    start_at: string;
    end_at: string;
    description: string | null;
    child_events_count: number;
    child_events: { id: number; user: AppointmentStudent | null }[];
  }[];
}

export interface BookingSlot {
  id: number;
  groupId: number;
  /** The group's title: the course's name when the course list does not know it. */
  groupTitle: string;
  courseId: number | null;
  startAt: string;
  endAt: string;
  startMs: number;
  endMs: number;
  /** A student has booked it: it is a class now. */
  booked: boolean;
  students: AppointmentStudent[];
  notes: string | null;
}

/** 'course_12' -> 12; the first course code of the group wins. */
export function courseIdOf(contextCodes: readonly string[]): number | null {
  for (const code of contextCodes) {
    const m = /^course_(\d+)$/.exec(code);
    if (m) return Number(m[1]);
  }
  return null;
}

/** Every appointment of every group, earliest first; one with unreadable times is left out. */
export function toSlots(groups: readonly AppointmentGroup[]): BookingSlot[] {
  return groups
    .flatMap((group) =>
      group.appointments.map((a): BookingSlot => {
        const students = a.child_events.flatMap((e) => (e.user ? [e.user] : []));
        return {
          id: a.id,
          groupId: group.id,
          groupTitle: group.title,
          courseId: courseIdOf(group.context_codes),
          startAt: a.start_at,
          endAt: a.end_at,
          startMs: parseInstantMs(a.start_at),
          endMs: parseInstantMs(a.end_at),
          booked: a.child_events_count > 0 || students.length > 0,
          students,
          notes: a.description,
        };
      }),
    )
    .filter((slot) => !Number.isNaN(slot.startMs) && !Number.isNaN(slot.endMs))
    .sort((a, b) => a.startMs - b.startMs);
}

/** A calendar entry in teacher wall-clock time; structurally a @mantine/schedule event. */
export interface CalendarEvent {
  id: number;
  /** Everything about the slot, as one sentence: its accessible name. */
  title: string;
  start: string;
  end: string;
  color: string;
  variant: 'filled' | 'light';
  /** What the block shows: "08:00–09:00" and the course on one line, the students on the next. */
  payload: { slotId: number; booked: boolean; time: string; course: string; names: string };
}

/** The (translated) texts of a slot; `time` is its "HH:mm–HH:mm" in teacher time. */
export type DescribeSlot = (slot: BookingSlot, time: string) => { title: string; course: string };

/** Booked slots are filled teal, open ones light blue; `describe` writes the texts. */
export function toCalendarEvents(slots: readonly BookingSlot[], zone: TeacherZone, describe: DescribeSlot): CalendarEvent[] {
  return slots.map((slot) => {
    const time = `${formatTeacherTime(slot.startAt, zone)}–${formatTeacherTime(slot.endAt, zone)}`;
    const { title, course } = describe(slot, time);
    return {
      id: slot.id,
      title,
      start: toWallDateTime(slot.startAt, zone),
      end: toWallDateTime(slot.endAt, zone),
      color: slot.booked ? 'teal' : 'blue',
      variant: slot.booked ? 'filled' : 'light',
      payload: { slotId: slot.id, booked: slot.booked, time, course, names: slot.students.map((s) => s.name).join(', ') },
    };
  });
}
