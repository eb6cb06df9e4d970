/**
 * Homework, submissions, uploaded files and evaluations of a teacher (project-defined endpoints
 * of handlers/homework*.ts, practice.ts, evaluations.ts). Kept in the database per teacher id,
 * seeded on first use from the teacher's class history, so classes and students match the host.
 */
import type { TeacherCoursework, UploadRecord } from '../core/coursework-types';
import type { HistoryEntry, Teacher } from '../core/types';
import { type Course, COURSES, courseById, studentById } from '../data/catalog';
import { seedCoursework } from '../data/coursework';
import { allHistory } from './history';
import { db, saveDb, scheduleOf } from './store';

/** How many past classes the coursework screens offer (newest first). */
export const RECENT_CLASSES = 20;

export function courseworkOf(teacher: Teacher): TeacherCoursework {
  const data = db();
  data.coursework ??= {};
  const key = String(teacher.id);
  let coursework = data.coursework[key];
  if (!coursework) {
    coursework = seedCoursework(scheduleOf(teacher).history, data.seededAt);
    data.coursework[key] = coursework;
    saveDb();
  }
  return coursework;
}

export const pastClasses = (teacher: Teacher, now: number): HistoryEntry[] => allHistory(scheduleOf(teacher), now);

export const recentClasses = (teacher: Teacher, now: number): HistoryEntry[] => pastClasses(teacher, now).slice(0, RECENT_CLASSES);

/** A past class of the teacher named by its history id or its calendar event id. */
export const findPastClass = (teacher: Teacher, now: number, id: number): HistoryEntry | undefined =>
  Number.isInteger(id) && id > 0 ? pastClasses(teacher, now).find((h) => h.id === id || h.calendar_event_id === id) : undefined;

/** The course of a past class: its slot's course, else the course whose lesson topic the title names. */
export function courseOfClass(teacher: Teacher, entry: HistoryEntry): Course | null {
  const slot = scheduleOf(teacher).slots.find((s) => s.id === entry.id);
  if (slot) return courseById(slot.courseId) ?? null;
  const topic = entry.title.replace(/^\S+\s+/, '');
  return COURSES.find((course) => course.topics.includes(topic) && entry.title !== topic) ?? null;
}

/** A past class as the coursework endpoints show it. */
export const classWire = (teacher: Teacher, entry: HistoryEntry) => {
  const course = courseOfClass(teacher, entry);
  return {
    id: entry.id,
    calendar_event_id: entry.calendar_event_id,
    title: entry.title,
    start_at: entry.start_at,
    end_at: entry.end_at,
    state: entry.state,
    course: course ? { id: course.id, name: course.name } : null,
    students: entry.studentIds.map(studentById),
  };
};

/** Every teacher's upload with that id (the upload step carries no bearer token, only the slot's token). */
export function findUpload(id: number): UploadRecord | undefined {
  for (const coursework of Object.values(db().coursework ?? {})) {
    const found = coursework.uploads.find((u) => u.id === id);
    if (found) return found;
  }
  return undefined;
}
