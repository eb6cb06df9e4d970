import { z } from 'zod/mini';
import { wireId, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { formatTeacherDate, formatTeacherTime, parseInstantMs, type TeacherZone } from '@/lib/time/teacher-time';

/** An ISO instant; anything else makes the answer unreadable (an error state, not a crash). */
export const wireInstant = z.string().check(z.refine((value) => !Number.isNaN(parseInstantMs(value)), 'not an instant'));
/** An optional instant: absent, null or unreadable (reported) read as null. */
export const wireOptionalInstant = (field: string) => wireOptional(field, wireInstant, null);

/**
 * A past class as the coursework endpoints (homework, practice, evaluation) send it: the class
 * history entry with its course and students. Each feature extends the shape with its own fields.
 */
export const studentShape = z.object({ id: wireId, name: wireText, short_name: wireText });

export const pastClassShape = z.object({
  /** The history entry id; deep links (`?classId=`) may also use the calendar event id. */
  id: wireId,
  calendar_event_id: wireId,
  title: wireText,
  start_at: wireInstant,
  end_at: wireInstant,
  state: wireText,
  course: wireOptional('past class: course', z.object({ id: wireId, name: wireText }), null),
  students: wireOptionalList('past class: students', studentShape),
});

export type StudentRef = z.infer<typeof studentShape>;
export type PastClass = z.infer<typeof pastClassShape>;

/** Whether `id` (from a link) names this class. */
export const isClassId = (cls: Pick<PastClass, 'id' | 'calendar_event_id'>, id: number | undefined): boolean =>
  id !== undefined && (cls.id === id || cls.calendar_event_id === id);

/** "YYYY-MM-DD HH:mm" in teacher time. */
export const teacherDateTime = (instant: string, zone: TeacherZone): string =>
  `${formatTeacherDate(instant, zone)} ${formatTeacherTime(instant, zone)}`;
