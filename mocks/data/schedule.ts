/**
 * A teacher's appointment slots, generated deterministically from the teacher id and the
 * seed instant. Booked slots are the classes of the rooms list; open ones only appear in
 * the appointment groups.
 */
import { createRng, type Rng } from '../core/rand';
import { floorHalfHour, HOUR, iso, MINUTE, teacherCalendar } from '../core/time';
import type { Slot } from '../core/types';
import { COURSES, classTitle, courseById, FREE_TALK_COURSE_ID, STUDENTS, type Course } from './catalog';

/** Id ranges inside a teacher's block of 10 000 ids. */
export const idBase = (teacherId: number) => teacherId * 10_000;
export const appointmentGroupId = (teacherId: number, courseId: number) =>
  idBase(teacherId) + 9_000 + COURSES.findIndex((c) => c.id === courseId);
/** Child calendar event (one student's reservation) of a slot. */
export const childEventId = (slot: Slot, index: number) => slot.id + 1 + index;

const HOURS = [9, 11.5, 14, 16.5, 19, 20.5];

const overlaps = (a: { start: string; end: string }, start: number, end: number) => Date.parse(a.start) < end && start < Date.parse(a.end);

/** True when [start, end) overlaps one of the teacher's live slots (the appointment rule). */
export function overlapsLiveSlot(slots: readonly Slot[], start: number, end: number): boolean {
  return slots.some((s) => s.state === 'scheduled' && overlaps(s, start, end));
}

function pickStudents(rng: Rng, count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(rng.pick(STUDENTS).id);
  return [...ids];
}

export function generateSchedule(teacherId: number, timezone: string, seededAt: number): Slot[] {
  const rng = createRng(teacherId * 31 + 7);
  const anchor = floorHalfHour(seededAt);
  const cal = teacherCalendar(timezone, seededAt);
  const teaching: Course[] = [rng.pick(COURSES.slice(0, 2)), rng.pick(COURSES.slice(2, 5))];
  const slots: Slot[] = [];

  const add = (start: number, minutes: number, students: number | number[], courseId?: number): boolean => {
    const end = start + minutes * MINUTE;
    if (slots.length >= 80 || overlapsLiveSlot(slots, start - 30 * MINUTE, end + 30 * MINUTE)) return false;
    const course = courseById(courseId ?? rng.pick(teaching).id) ?? rng.pick(teaching);
    const id = idBase(teacherId) + 100 + slots.length * 10;
    slots.push({
      id,
      appointmentGroupId: appointmentGroupId(teacherId, course.id),
      courseId: course.id,
      title: classTitle(rng, course),
      start: iso(start),
      end: iso(end),
      studentIds: Array.isArray(students) ? students : pickStudents(rng, students),
      sequence: rng.int(1, 36),
      onlineRoomId: String(80_000_000_000 + id),
      state: 'scheduled',
    });
    return true;
  };
  const tryDays = (days: number[], students: number, courseId?: number) => {
    for (const day of days) {
      for (const hour of [rng.pick(HOURS), ...HOURS]) {
        if (cal.at(day, hour) > anchor && add(cal.at(day, hour), 60, students, courseId)) return;
      }
    }
  };

  add(anchor, 60, 1, teaching[0]?.id); // in progress now
  add(anchor + 3 * HOUR, 60, 2); // later today: a group class of two
  add(anchor + 20 * HOUR, 60, 1); // inside the 24 h window: cannot be cancelled

  // This week: up to four more, preferring those more than 24 h ahead.
  const thisWeek = HOURS.flatMap((h) => Array.from({ length: cal.daysLeftThisWeek }, (_, d) => cal.at(d, h)))
    .filter((t) => t > anchor + 5 * HOUR && t + HOUR <= cal.endOfThisWeek)
    .sort((a, b) => Number(b > anchor + 26 * HOUR) - Number(a > anchor + 26 * HOUR) || a - b);
  let added = 0;
  for (const t of thisWeek) if (added < 4 && rng.chance(0.6) && add(t, 60, 1)) added += 1;

  // Next week: five single classes on distinct days, a free talk and a group class of three.
  const nextWeek = rng.shuffle(Array.from({ length: 7 }, (_, d) => cal.daysLeftThisWeek + d));
  for (const day of nextWeek.slice(0, 5)) tryDays([day], 1);
  tryDays(nextWeek.slice(5), 1, FREE_TALK_COURSE_ID);
  tryDays(nextWeek, 3);

  // Later: three to five weeks out.
  for (let i = 0; i < 4; i += 1) tryDays([rng.int(21, 35)], 1);

  // Open (unbooked) slots this week and next week.
  let open = 0;
  for (const t of rng.shuffle(thisWeek)) if (open < 2 && add(t, 60, 0)) open += 1;
  for (let i = 0; i < 3; i += 1) tryDays([rng.pick(nextWeek)], 0);

  // Past midnight, added last so every slot above stays as it was: the coming Saturday night into
  // Sunday (the week's last day), booked, and an open one on next week's Tuesday night.
  // Its student is one of a later class who has none this week: searching this week's classes by
  // any other student finds what it found before.
  const saturday = (6 - cal.dow + 7) % 7;
  const saturdayNight = cal.wallAt(saturday, 23.5) > anchor ? saturday : saturday + 7;
  const thisWeeks = new Set(slots.filter((s) => Date.parse(s.start) < cal.endOfThisWeek).flatMap((s) => s.studentIds));
  const later = slots.filter((s) => Date.parse(s.start) >= cal.endOfNextWeek).flatMap((s) => s.studentIds);
  const student = later.find((id) => !thisWeeks.has(id)) ?? later[0];
  add(cal.wallAt(saturdayNight, 23.5), 60, student === undefined ? 1 : [student], teaching[0]?.id);
  add(cal.wallAt(9 - cal.dow, 23.5), 60, 0);

  return slots.sort((a, b) => a.start.localeCompare(b.start));
}
