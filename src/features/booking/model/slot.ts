/** The teacher's slots, read from Canvas appointment groups (spec row 11), and how the calendar draws them. */
import { parseInstantMs } from '@/lib/time/instant';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { daySegments, wallRange, type SegmentPart, type WallRange } from './wall-range';

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
  /** The slot's id on the day it starts; a piece continued on a later day gets its own ("<slot id>:<date>"). */
  id: number | string;
  /** Everything about the slot, as one sentence: its accessible name. */
  title: string;
  start: string;
  end: string;
  color: string;
  variant: 'filled' | 'light';
  /** What the block shows: "08:00–09:00" and the course on one line, the students on the next. */
  payload: { slotId: number; booked: boolean; part: SegmentPart; time: string; course: string; names: string };
}

/** The (translated) texts of a slot's block; `range` is its whole range in teacher time, `part` which piece the block is. */
export type DescribeSlot = (slot: BookingSlot, range: WallRange, part: SegmentPart) => { title: string; time: string; course: string };

/**
 * Booked slots are filled teal, open ones light blue; `describe` writes the texts. A slot that runs
 * past midnight gives one block per day it touches (wall-range.ts); one whose times make no range is left out.
 */
export function toCalendarEvents(slots: readonly BookingSlot[], zone: TeacherZone, describe: DescribeSlot): CalendarEvent[] {
  return slots.flatMap((slot) => {
    const range = wallRange(slot.startMs, slot.endMs, zone);
    if (!range) return [];
    const names = slot.students.map((s) => s.name).join(', ');
    return daySegments(range).map((segment): CalendarEvent => {
      const { title, time, course } = describe(slot, range, segment.part);
      return {
        id: segment.part === 'continued' ? `${slot.id}:${segment.start.slice(0, 10)}` : slot.id,
        title,
        start: segment.start,
        end: segment.end,
        color: slot.booked ? 'teal' : 'blue',
        variant: slot.booked ? 'filled' : 'light',
        payload: { slotId: slot.id, booked: slot.booked, part: segment.part, time, course, names },
      };
    });
  });
}
