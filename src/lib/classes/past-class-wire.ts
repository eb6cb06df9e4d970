import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { wireId, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { parseInstantMs } from '@/lib/time/teacher-time';
import type { ClassRef, PastClass, StudentRef } from './past-class';

/** An ISO instant; anything else makes the answer unreadable (an error state, not a crash). */
export const wireInstant = z.string().check(z.refine((value) => !Number.isNaN(parseInstantMs(value)), 'not an instant'));
/** An optional instant: absent, null or unreadable (reported) read as null. */
export const wireOptionalInstant = (field: string) => wireOptional(field, wireInstant, null);

/** A student in the portal's names. */
export const toStudentRef = (s: { id: number; name: string; short_name: string }): StudentRef => ({ id: s.id, name: s.name, shortName: s.short_name });

/**
 * The wire side of a past class, as the coursework endpoints send it: each feature extends
 * `pastClassFields` with its own fields and maps the result with `toPastClass` (`...toPastClass(w)`).
 */
export const pastClassWire = onFirstUse(() => {
  /** A student; features that add fields extend this and map with `toStudentRef`. */
  const studentFields = z.object({ id: wireId, name: wireText, short_name: wireText });
  const student = z.pipe(studentFields, z.transform(toStudentRef));

  const pastClassFields = z.object({
    id: wireId,
    calendar_event_id: wireId,
    title: wireText,
    start_at: wireInstant,
    end_at: wireInstant,
    state: wireText,
    course: wireOptional('past class: course', z.object({ id: wireId, name: wireText }), null),
    students: wireOptionalList('past class: students', student),
  });

  /** The class an item names (an evaluation, a submission); optional where it appears. */
  const classRef = z.pipe(
    z.object({ id: wireId, title: wireText, start_at: wireInstant }),
    z.transform((c): ClassRef => ({ id: c.id, title: c.title, startAt: c.start_at })),
  );

  return { studentFields, student, pastClassFields, classRef };
});

type PastClassFields = z.output<ReturnType<typeof pastClassWire>['pastClassFields']>;

/** The shared fields, in the portal's names (the students are mapped by their own schema). */
export const toPastClass = (w: Omit<PastClassFields, 'students'>): Omit<PastClass, 'students'> => ({
  id: w.id,
  calendarEventId: w.calendar_event_id,
  title: w.title,
  startAt: w.start_at,
  endAt: w.end_at,
  state: w.state,
  course: w.course,
});
