/** A fresh database, seeded relative to `now` (Date.now() by default, so a faked clock is honoured). */
import type { Db, Teacher, TeacherSchedule } from '../core/types';
import { isSuperUserGroup } from './accounts';
import { generateHistory } from './history';
import { generateSchedule } from './schedule';
import { createRoster } from './teachers';

export const DB_VERSION = 1;

export function createDb(now: number = Date.now()): Db {
  return {
    version: DB_VERSION,
    seededAt: now,
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
export function createSchedule(teacher: Teacher, seededAt: number): TeacherSchedule {
  if (isSuperUserGroup(teacher.group_id)) return { slots: [], history: [] };
  return {
    slots: generateSchedule(teacher.id, teacher.timezone, seededAt),
    history: generateHistory(teacher.id, seededAt),
  };
}
