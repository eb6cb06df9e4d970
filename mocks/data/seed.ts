/** A fresh database, seeded relative to `now` (Date.now() by default, so a faked clock is honoured). */
import { DAY } from '../core/time';
import type { Db, HistoryEntry, SeedOptions, Teacher, TeacherSchedule } from '../core/types';
import { isSuperUserGroup } from './accounts';
import { generateHistory } from './history';
import { generateSchedule } from './schedule';
import { createRoster } from './teachers';

export const DB_VERSION = 1;

export function createDb(now: number = Date.now(), seedOptions: SeedOptions = {}): Db {
  return {
    version: DB_VERSION,
    seededAt: now,
    seedOptions,
    nextId: 900_000_000,
    teachers: createRoster(),
    sessions: [],
    schedules: {},
    idempotency: {},
  };
}

/**
 * A teacher's classes, slots and history, generated the first time they are needed.
 * The super user teaches nothing: signing in as super user shows the empty states.
 */
export function createSchedule(teacher: Teacher, seededAt: number, options: SeedOptions = {}): TeacherSchedule {
  if (isSuperUserGroup(teacher.group_id)) return { slots: [], history: [] };
  const history = generateHistory(teacher.id, seededAt);
  return {
    slots: generateSchedule(teacher.id, teacher.timezone, seededAt),
    history: options.recentStudents ? withRecentStudents(history, seededAt, options.recentStudents) : history,
  };
}

/** First id of the students a seed adds (the catalogue's are 50001-50048); their names are "Student <id>". */
export const SEEDED_STUDENT_BASE = 60_001;
/** The most students a seed takes (a school's busiest group teacher has a few hundred a week). */
export const MAX_RECENT_STUDENTS = 1000;

/**
 * Exactly `count` distinct students in the past classes that started in the 7 days before the seed:
 * student k goes to the (k mod n)-th of those n classes, and with fewer students than classes each
 * class takes one in turn. How the dashboard's after-class count grows with a group teacher's week.
 */
export function withRecentStudents(history: HistoryEntry[], seededAt: number, count: number): HistoryEntry[] {
  const recent = history.filter((h) => Date.parse(h.start_at) >= seededAt - 7 * DAY && Date.parse(h.start_at) <= seededAt);
  if (recent.length === 0) return history;
  const students = new Map<number, number[]>(recent.map((h) => [h.id, []]));
  for (let k = 0; k < Math.max(count, recent.length); k++)
    students.get(recent[k % recent.length]!.id)!.push(SEEDED_STUDENT_BASE + (k % count));
  return history.map((h) => (students.has(h.id) ? { ...h, studentIds: [...new Set(students.get(h.id))] } : h));
}
