import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireText } from '@/lib/http/wire';
import type { StudentSummary } from '../model/students';
import { scopedKey } from '@/lib/query/identity-scope';

const schemas = onFirstUse(() => {
  const count = z.coerce.number().int().min(0).catch(0);
  const instant = z.string().nullish().transform((value) => value ?? null);

  const studentSchema = z
    .object({
      id: wireId,
      name: wireText,
      short_name: wireText,
      upcoming_count: count,
      past_count: count,
      next_class_at: instant,
      last_class_at: instant,
      homework_to_review: count,
      evaluations_owed: count,
    })
    .transform(
      (s): StudentSummary => ({
        id: s.id,
        name: s.name,
        shortName: s.short_name,
        upcomingCount: s.upcoming_count,
        pastCount: s.past_count,
        nextClassAt: s.next_class_at,
        lastClassAt: s.last_class_at,
        homeworkToReview: s.homework_to_review,
        evaluationsOwed: s.evaluations_owed,
      }),
    );

  const answer = successEnvelope.extend({ students: z.array(studentSchema) });

  return { answer };
});

/** GET /api/v1/alg_teachers/students (project-defined, docs/api-contract.md). */
export async function listStudents(signal?: AbortSignal): Promise<StudentSummary[]> {
  return assertSuccess(await apiRequest('api/v1/alg_teachers/students', schemas().answer, { signal })).students;
}

export const studentsQueryOptions = () => queryOptions({ queryKey: scopedKey('students'), queryFn: ({ signal }) => listStudents(signal) });

export const useStudents = () => useQuery(studentsQueryOptions());
