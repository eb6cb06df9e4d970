import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireText } from '@/lib/http/wire';
import type { ClassState, HomeworkStatus, StudentDetail } from '../model/students';
import { scopedKey } from '@/lib/query/identity-scope';

const HOMEWORK: readonly HomeworkStatus[] = ['not_assigned', 'assigned', 'submitted', 'reviewed'];
const STATES: readonly ClassState[] = ['pending', 'completed', 'student_absent', 'teacher_absent', 'technical_problem'];

const schemas = onFirstUse(() => {
  const upcoming = z
    .object({
      event_id: wireId,
      title: wireText,
      start_at: z.iso.datetime({ offset: true }),
      end_at: z.iso.datetime({ offset: true }),
      course: z.object({ name: wireText }).nullish(),
      classroom_type: wireText,
    })
    .transform((c) => ({ eventId: c.event_id, title: c.title, startAt: c.start_at, endAt: c.end_at, courseName: c.course?.name ?? '', group: c.classroom_type === 'group' }));

  // One malformed score is NaN (the progress model leaves it out), not the loss of the whole evaluation.
  const evaluation = z
    .object({
      skills: z.record(z.string(), z.coerce.number().catch(Number.NaN)).catch({}),
      comment: wireText,
      evaluated_at: z.string().nullish(),
    })
    .transform((e) => ({ skills: e.skills, comment: e.comment, evaluatedAt: e.evaluated_at ?? null }));

  const count = z.coerce.number().int().min(0).catch(0);
  const practice = z
    .object({ done: count, total: count, quiz_average: z.coerce.number().nullable().catch(null) })
    .transform((p) => ({ done: p.done, total: p.total, quizAverage: p.quiz_average }));

  const past = z
    .object({
      id: wireId,
      calendar_event_id: wireId,
      title: wireText,
      start_at: z.iso.datetime({ offset: true }),
      end_at: z.iso.datetime({ offset: true }),
      // Unknown values from a newer host read as the most cautious known ones.
      state: z.enum(STATES).catch('pending'),
      homework: z.object({ status: z.enum(HOMEWORK).catch('not_assigned') }).catch({ status: 'not_assigned' }),
      evaluation: evaluation.nullish().catch(null),
      practice: practice.nullish().catch(null),
    })
    .transform((c) => ({
      id: c.id,
      calendarEventId: c.calendar_event_id,
      title: c.title,
      startAt: c.start_at,
      endAt: c.end_at,
      state: c.state,
      homework: c.homework.status,
      evaluation: c.evaluation ?? null,
      practice: c.practice ?? null,
    }));

  const answer = successEnvelope.extend({
    student: z.object({ id: wireId, name: wireText, short_name: wireText }),
    upcoming: z.array(upcoming),
    past: z.array(past),
  });

  return { answer };
});

/** GET /api/v1/alg_teachers/students/{studentId}; a student the teacher does not have is a 404. */
export async function getStudent(studentId: number, signal?: AbortSignal): Promise<StudentDetail> {
  const { student, upcoming: next, past: before } = assertSuccess(await apiRequest(`api/v1/alg_teachers/students/${studentId}`, schemas().answer, { signal }));
  return { student: { id: student.id, name: student.name, shortName: student.short_name }, upcoming: next, past: before };
}

export const studentQueryOptions = (studentId: number) => queryOptions({ queryKey: scopedKey('students', studentId), queryFn: ({ signal }) => getStudent(studentId, signal) });

export const useStudent = (studentId: number) => useQuery(studentQueryOptions(studentId));
