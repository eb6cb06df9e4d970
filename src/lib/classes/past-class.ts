import { z } from 'zod';
import { wireId, wireText } from '@/lib/http/wire';
import { formatTeacherDate, formatTeacherTime, parseInstantMs, type TeacherZone } from '@/lib/time/teacher-time';

/** An ISO instant; anything else makes the answer unreadable (an error state, not a crash). */
export const wireInstant = z.string().refine((value) => !Number.isNaN(parseInstantMs(value)), 'not an instant');
export const wireOptionalInstant = wireInstant.nullish().transform((value) => value ?? null);

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
  course: z.object({ id: wireId, name: wireText }).nullable().catch(null),
  students: z.array(studentShape).catch([]),
});

export type StudentRef = z.infer<typeof studentShape>;
export type PastClass = z.infer<typeof pastClassShape>;

/** Whether `id` (from a link) names this class. */
export const isClassId = (cls: Pick<PastClass, 'id' | 'calendar_event_id'>, id: number | undefined): boolean =>
  id !== undefined && (cls.id === id || cls.calendar_event_id === id);

/** "YYYY-MM-DD HH:mm" in teacher time. */
export const teacherDateTime = (instant: string, zone: TeacherZone): string =>
  `${formatTeacherDate(instant, zone)} ${formatTeacherTime(instant, zone)}`;
