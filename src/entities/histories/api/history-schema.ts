/** Wire shape of a history entry, shared by the list and the single-entry answers. */
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { assertSuccess } from '@/lib/http/request';
import {
  camelKeys,
  successEnvelope,
  wireId,
  wireNumber,
  wireOptional,
  wireOptionalList,
  wireOptionalText,
  wireText,
} from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { HistoryItem, ReplayMark } from '../model/history';

export const historyWire = onFirstUse(() => {
  const student = z.object({ id: wireId, name: wireText, short_name: wireText });

  const historyFields = z.object({
    id: wireId,
    calendar_event_id: wireId,
    title: wireText,
    start_at: z.string(),
    end_at: z.string(),
    students: wireOptionalList('histories: students', student),
    record_url: wireText,
    state: wireOptional('histories: state', z.string(), 'pending'),
    student_feedback: wireOptionalText('histories: student_feedback'),
    teacher_comment: wireOptionalText('histories: teacher_comment'),
  });

  const mark = z.pipe(
    z.object({ id: wireId, at_seconds: wireNumber, note: wireText, created_at: wireText }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<ReplayMark, unknown>;

  // A refusal (`success` not 1) carries no data: read it as a refusal, not as a malformed answer.
  const refusal = z.pipe(
    successEnvelope.check(z.refine((a) => a.success !== 1)),
    z.transform((a) => ({ ...a, refused: true as const })),
  );

  return { historyFields, mark, refusal };
});

type Wire = ReturnType<typeof historyWire>;

export const toHistoryItem = (w: z.output<Wire['historyFields']>): HistoryItem => ({
  id: w.id,
  calendarEventId: w.calendar_event_id,
  rawTitle: w.title,
  startAt: w.start_at,
  endAt: w.end_at,
  students: w.students.map((s) => ({ id: s.id, name: s.name, shortName: s.short_name })),
  recordUrl: w.record_url,
  state: w.state,
  studentFeedback: w.student_feedback,
  teacherComment: w.teacher_comment,
});

/** Every history query of the current identity: one prefix, so a write can invalidate them all. */
export const historiesKey = (...rest: (string | number)[]) => scopedKey('histories', ...rest);

/** `schema`, or a bare refusal; pass the result to `successOnly`. */
export const orRefusal = <S extends z.ZodMiniType>(schema: S) => z.union([historyWire().refusal, schema]);

/** The answer when `success` is 1; a refusal throws ApiError 'refused' with its code. */
export function successOnly<T extends z.infer<typeof successEnvelope>>(answer: T | z.output<Wire['refusal']>): T {
  return assertSuccess(answer) as T;
}
