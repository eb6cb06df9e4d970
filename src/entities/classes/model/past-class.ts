import type { TeacherZone } from '@/lib/time/zone-offset';
import { formatTeacherDate, formatTeacherTime } from '@/lib/time/wall-format';

/** A student as the coursework answers name them. */
export interface StudentRef {
  id: number;
  name: string;
  shortName: string;
}

/**
 * A past class as the coursework screens (homework, practice, evaluation) see it: the class history
 * entry with its course and students (the answers' shared part, past-class-wire.ts).
 */
export interface PastClass {
  /** The history entry id; deep links (`?classId=`) may also use the calendar event id. */
  id: number;
  calendarEventId: number;
  title: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  state: string;
  course: { id: number; name: string } | null;
  students: StudentRef[];
}

/** The class an evaluation or a submission was written for. */
export type ClassRef = Pick<PastClass, 'id' | 'title' | 'startAt'>;

/** Whether `id` (from a link) names this class. */
export const isClassId = (cls: Pick<PastClass, 'id' | 'calendarEventId'>, id: number | undefined): boolean =>
  id !== undefined && (cls.id === id || cls.calendarEventId === id);

/** "YYYY-MM-DD HH:mm" in teacher time. */
export const teacherDateTime = (instant: string, zone: TeacherZone): string =>
  `${formatTeacherDate(instant, zone)} ${formatTeacherTime(instant, zone)}`;
