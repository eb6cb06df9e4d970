import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { camelKeys, successEnvelope, wireCount, wireId, wireOptional, wireOptionalText, wireText } from '@/lib/http/wire';
import type { StudentSummary } from '@/entities/students/model/students';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const count = (field: string) => wireOptional(`students: ${field}`, wireCount, 0);

  const studentSchema = z.pipe(
    z.object({
      id: wireId,
      name: wireText,
      short_name: wireText,
      upcoming_count: count('upcoming_count'),
      past_count: count('past_count'),
      next_class_at: wireOptionalText('students: next_class_at'),
      last_class_at: wireOptionalText('students: last_class_at'),
      homework_to_review: count('homework_to_review'),
      evaluations_owed: count('evaluations_owed'),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<StudentSummary, unknown>;

  const answer = z.extend(successEnvelope, { students: z.array(studentSchema) });

  return { answer };
});

/** GET /api/v1/alg_teachers/students (project-defined, docs/api-contract.md). */
export async function listStudents(signal?: AbortSignal): Promise<StudentSummary[]> {
  return assertSuccess(await apiRequest('api/v1/alg_teachers/students', schemas().answer, { signal })).students;
}

export const studentsQueryOptions = () => queryOptions({ queryKey: scopedKey('students'), queryFn: ({ signal }) => listStudents(signal) });

export const useStudents = () => useQuery(studentsQueryOptions());
