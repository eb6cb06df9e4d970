import { parseInstantMs, utcIso } from '@/lib/time/instant';
import type { TeacherZone } from '@/lib/time/zone-offset';
import { teacherClock, type TeacherClock } from '@/lib/time/wall-format';
import { parseClassTitle } from './class-code';
import type { CalendarEvent, Course, Room, Student, Teacher } from './room';

/** One class on the dashboard (spec 3 "Class item"), in teacher time. */
export interface ClassItem {
  /** The class's calendar event: parent_calendar_event_id ?? calendar_event.id. */
  id: number;
  /** YYYY-MM-DD, HH:mm, HH:mm in teacher time. */
  date: string;
  startTime: string;
  endTime: string;
  /** ISO instants, for countdowns, links and files. */
  startAt: string;
  endAt: string;
  /** The same instants as epoch ms, for sorting and bucketing without parsing again. */
  startMs: number;
  endMs: number;
  students: Student[];
  /** Lessons of this group already given: scheduled_sequence_number - 1, never below 0. */
  finishedCount: number;
  title: string;
  classCode: string;
  isToday: boolean;
  course: Course;
  /** calendar_event of the first row of the class. */
  event: CalendarEvent;
  teacher: Teacher;
  group_id: number;
  classroom_type: string | number | null;
  /** alg_classroom.online_room_id as text, '' when absent. */
  meeting_id: string;
}

export interface ClassItemsResult {
  items: ClassItem[];
  /** Rows left out because their times were unparsable or ended before they started. */
  skipped: number;
}

/** group_id -> event id -> class. Number keys: no string key to build for every row. */
type ClassIndex = Map<number, Map<number, ClassItem>>;

function groupSlot(index: ClassIndex, groupId: number): Map<number, ClassItem> {
  let slot = index.get(groupId);
  if (!slot) index.set(groupId, (slot = new Map()));
  return slot;
}

/**
 * The server sends one row per booking; rows of one group under the same parent calendar
 * event are one class. A row without a parent is its own class (only a repeat of the very
 * same event folds into it), since an unrelated null must not glue classes together.
 * Sorted by start instant, then id. Rows whose times are unparsable (or end before they
 * start) are left out whole, students included, and counted in `skipped`.
 */
export function toClassItems(rooms: readonly Room[], zone: TeacherZone, now: Date): ClassItemsResult {
  const clock = teacherClock(zone);
  const today = clock.date(now.getTime());
  const byParent: ClassIndex = new Map();
  const byOwnEvent: ClassIndex = new Map();
  const items: ClassItem[] = [];
  let skipped = 0;

  for (const room of rooms) {
    const start = parseInstantMs(room.alg_classroom.scheduled_start_time);
    const end = parseInstantMs(room.alg_classroom.scheduled_end_time);
    // NaN fails every comparison, so this also catches unparsable times.
    if (!(end >= start)) {
      skipped += 1;
      continue;
    }
    const parent = room.calendar_event.parent_calendar_event_id;
    const classes = groupSlot(parent === null || parent === undefined ? byOwnEvent : byParent, room.group_id);
    const eventId = parent ?? room.calendar_event.id;
    let item = classes.get(eventId);
    if (!item) {
      // The first row of a class supplies everything but the student list.
      item = newItem(room, start, end, clock, today);
      classes.set(eventId, item);
      items.push(item);
    }
    // A linear scan beats a Set per class here: classes hold a handful of students.
    const students = item.students;
    for (const student of room.students) {
      if (!students.some((s) => s.id === student.id)) students.push(student);
    }
  }

  return { items: items.sort((a, b) => a.startMs - b.startMs || a.id - b.id), skipped };
}

function newItem(room: Room, start: number, end: number, clock: TeacherClock, today: string): ClassItem {
  const { classCode, title } = parseClassTitle(room.title);
  const { online_room_id: online, classroom_type, scheduled_sequence_number: sequence } = room.alg_classroom;
  const date = clock.date(start);
  return {
    id: room.calendar_event.parent_calendar_event_id ?? room.calendar_event.id,
    date,
    startTime: clock.time(start),
    endTime: clock.time(end),
    startAt: utcIso(room.alg_classroom.scheduled_start_time, start),
    endAt: utcIso(room.alg_classroom.scheduled_end_time, end),
    startMs: start,
    endMs: end,
    students: [],
    finishedCount: Math.max(0, Math.trunc(sequence - 1) || 0),
    title,
    classCode,
    isToday: date === today,
    course: room.course,
    event: room.calendar_event,
    teacher: room.teacher,
    group_id: room.group_id,
    classroom_type,
    meeting_id: online === null || online === undefined ? '' : String(online),
  };
}
