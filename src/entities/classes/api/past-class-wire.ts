import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { camelKeys, wireId, wireOptional, wireOptionalList, wireText } from '@/lib/http/wire';
import { parseInstantMs } from '@/lib/time/instant';
import type { ClassRef, StudentRef } from '../model/past-class';

/** An ISO instant; anything else makes the answer unreadable (an error state, not a crash). */
export const wireInstant = onFirstUse(() => z.string().check(z.refine((value) => !Number.isNaN(parseInstantMs(value)), 'not an instant')));
/** An optional instant: absent, null or unreadable (reported) read as null. */
export const wireOptionalInstant = (field: string) => wireOptional(field, wireInstant(), null);

/**
 * The wire side of a past class, as the coursework endpoints send it: each feature extends
 * `pastClassFields` (or `studentFields`) with its own fields and pipes the result into `camelKeys`.
 */
export const pastClassWire = onFirstUse(() => {
  const studentFields = z.object({ id: wireId, name: wireText, short_name: wireText });
  const student = z.pipe(studentFields, z.transform(camelKeys)) satisfies z.ZodMiniType<StudentRef, unknown>;

  const pastClassFields = z.object({
    id: wireId,
    calendar_event_id: wireId,
    title: wireText,
    start_at: wireInstant(),
    end_at: wireInstant(),
    state: wireText,
    course: wireOptional('past class: course', z.object({ id: wireId, name: wireText }), null),
    students: wireOptionalList('past class: students', student),
  });

  /** The class an item names (an evaluation, a submission); optional where it appears. */
  const classRef = z.pipe(
    z.object({ id: wireId, title: wireText, start_at: wireInstant() }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<ClassRef, unknown>;

  return { studentFields, student, pastClassFields, classRef };
});
