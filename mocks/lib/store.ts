/**
 * The demo host's database. In memory by default; in the browser it is mirrored to
 * localStorage ("demo-host:db") after every mutation and re-read when another tab wrote it.
 */
import { createDb, createSchedule, DB_VERSION } from '../data/seed';
import { isPersistent, readKey, writeKey } from './storage';
import { HOUR } from '../core/time';
import type { Db, SeedOptions, Teacher, TeacherSchedule } from '../core/types';

export const DB_KEY = 'demo-host:db';
/** A stored database older than this is replaced by a fresh seed when the host starts. */
export const MAX_DB_AGE_MS = 12 * HOUR;

let current: Db | null = null;
let lastRaw: string | null = null;

function parse(raw: string | null): Db | null {
  if (!raw) return null;
  try {
    const db = JSON.parse(raw) as Db;
    return db.version === DB_VERSION && Array.isArray(db.teachers) ? db : null;
  } catch {
    return null;
  }
}

/** Restores the stored database, or seeds a new one when it is missing, broken or stale. */
export function restoreDb(now: number = Date.now()): Db {
  const stored = parse(readKey(DB_KEY));
  if (stored && now - stored.seededAt >= 0 && now - stored.seededAt < MAX_DB_AGE_MS) {
    current = stored;
    lastRaw = readKey(DB_KEY);
    return stored;
  }
  return resetDb(now);
}

/** The current database (re-read if another tab changed the stored copy). */
export function db(): Db {
  if (!isPersistent()) return current ?? resetDb();
  const raw = readKey(DB_KEY);
  if (current === null || (raw !== null && raw !== lastRaw)) {
    const stored = parse(raw);
    if (stored) {
      current = stored;
      lastRaw = raw;
    } else if (current === null) {
      return resetDb();
    }
  }
  return current;
}

/** Writes the database after a mutation. */
export function saveDb(): void {
  if (!current || !isPersistent()) return;
  const raw = JSON.stringify(current);
  if (writeKey(DB_KEY, raw)) lastRaw = raw;
  else lastRaw = readKey(DB_KEY);
}

/** Throws the data away and seeds again relative to `now` (with the demo control's choices, if any). */
export function resetDb(now: number = Date.now(), options: SeedOptions = {}): Db {
  current = createDb(now, options);
  saveDb();
  return current;
}

export const findTeacher = (id: number): Teacher | undefined => db().teachers.find((t) => t.id === id);

export function scheduleOf(teacher: Teacher): TeacherSchedule {
  const data = db();
  const key = String(teacher.id);
  let schedule = data.schedules[key];
  if (!schedule) {
    schedule = createSchedule(teacher, data.seededAt, data.seedOptions);
    data.schedules[key] = schedule;
    saveDb();
  }
  return schedule;
}

/** A fresh id. Slots take `step` 10: their students' child events use the ids after them. */
export function nextId(step = 1): number {
  const data = db();
  data.nextId += step;
  return data.nextId;
}
