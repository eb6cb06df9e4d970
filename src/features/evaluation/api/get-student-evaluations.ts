import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire, wireInstant } from '@/entities/classes/api/past-class-wire';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { camelKeys, successEnvelope, wireId, wireNumber, wireOptional, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { Evaluation } from '../model/evaluations';

export const schemas = onFirstUse(() => {
  const { classRef, student } = pastClassWire();
  const evaluation = z.pipe(
    z.object({
      id: wireId,
      class: wireOptional('evaluations: class', classRef, null),
      student,
      ratings: wireOptional('evaluations: ratings', z.record(z.string(), wireNumber), {} as Record<string, number>),
      comment: wireText,
      created_at: wireInstant(),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<Evaluation, unknown>;

  const answer = z.extend(successEnvelope, { evaluations: z.array(evaluation) });

  return { evaluation, answer };
});

/** GET /api/v1/alg_evaluations?student_id=: the student's past evaluations by this teacher, newest first. */
export async function getStudentEvaluations(studentId: number, signal?: AbortSignal): Promise<Evaluation[]> {
  return assertSuccess(await apiRequest('api/v1/alg_evaluations', schemas().answer, { searchParams: { student_id: studentId }, signal }))
    .evaluations;
}

export const studentEvaluationsQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: scopedKey('evaluation', 'student', studentId),
    queryFn: ({ signal }) => getStudentEvaluations(studentId, signal),
  });

export const useStudentEvaluations = (studentId: number | null) =>
  useQuery({ ...studentEvaluationsQueryOptions(studentId ?? 0), enabled: studentId !== null });
