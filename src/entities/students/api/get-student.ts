import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire } from '@/entities/classes/api/past-class-wire';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { camelKeys, successEnvelope, wireCount, wireId, wireNumber, wireOptional, wireOptionalText, wireText } from '@/lib/http/wire';
import type { ClassState, HomeworkStatus, StudentDetail } from '../model/students';
import { studentRecordsKey } from './student-records-key';

const HOMEWORK: readonly HomeworkStatus[] = ['not_assigned', 'assigned', 'submitted', 'reviewed'];
const STATES: readonly ClassState[] = ['pending', 'completed', 'student_absent', 'teacher_absent', 'technical_problem'];

export const schemas = onFirstUse(() => {
  const upcoming = z.pipe(
    z.object({
      event_id: wireId,
      title: wireText,
      start_at: z.iso.datetime({ offset: true }),
      end_at: z.iso.datetime({ offset: true }),
      course: wireOptional('student: upcoming.course', z.object({ name: wireText }), null),
      classroom_type: wireOptional('student: upcoming.classroom_type', wireText, ''),
    }),
    z.transform((c) => ({
      eventId: c.event_id,
      title: c.title,
      startAt: c.start_at,
      endAt: c.end_at,
      courseName: c.course?.name ?? '',
      group: c.classroom_type === 'group',
    })),
  );

  const evaluation = z.pipe(
    z.object({
      // Each score on its own: a malformed one is NaN (reported; the progress chart leaves it out), the others stay.
      skills: wireOptional(
        'student: past.evaluation.skills',
        z.record(z.string(), wireOptional('student: past.evaluation.skills[]', wireNumber, Number.NaN)),
        {} as Record<string, number>,
      ),
      comment: wireText,
      evaluated_at: wireOptionalText('student: past.evaluation.evaluated_at'),
    }),
    z.transform(camelKeys),
  );

  const practice = z.pipe(
    z.object({ done: wireCount, total: wireCount, quiz_average: wireOptional('student: past.practice.quiz_average', wireNumber, null) }),
    z.transform(camelKeys),
  );

  const past = z.pipe(
    z.object({
      id: wireId,
      calendar_event_id: wireId,
      title: wireText,
      start_at: z.iso.datetime({ offset: true }),
      end_at: z.iso.datetime({ offset: true }),
      // Unknown values from a newer host read as the most cautious known ones (reported once).
      state: wireOptional('student: past.state', z.enum(STATES), 'pending' as const),
      homework: wireOptional(
        'student: past.homework',
        z.object({ status: wireOptional('student: past.homework.status', z.enum(HOMEWORK), 'not_assigned' as const) }),
        {
          status: 'not_assigned' as const,
        },
      ),
      evaluation: wireOptional('student: past.evaluation', evaluation, null),
      practice: wireOptional('student: past.practice', practice, null),
    }),
    z.transform((c) => ({ ...camelKeys(c), homework: c.homework.status })),
  );

  const answer = z.extend(successEnvelope, {
    student: pastClassWire().student,
    upcoming: z.array(upcoming),
    past: z.array(past),
  });

  return { answer };
});

/** GET /api/v1/alg_teachers/students/{studentId}; a student the teacher does not have is a 404. */
export async function getStudent(studentId: number, signal?: AbortSignal): Promise<StudentDetail> {
  const { student, upcoming, past } = assertSuccess(
    await apiRequest(`api/v1/alg_teachers/students/${studentId}`, schemas().answer, { signal }),
  );
  return { student, upcoming, past };
}

export const studentQueryOptions = (studentId: number) =>
  queryOptions({ queryKey: [...studentRecordsKey(), studentId] as const, queryFn: ({ signal }) => getStudent(studentId, signal) });

export const useStudent = (studentId: number) => useQuery(studentQueryOptions(studentId));
