import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { studentShape, wireInstant } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireId, wireNumber, wireOptional, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const evaluationSchema = z.object({
    id: wireId,
    class: wireOptional('evaluations: class', z.object({ id: wireId, title: wireText, start_at: wireInstant }), null),
    student: studentShape,
    ratings: wireOptional('evaluations: ratings', z.record(z.string(), wireNumber), {} as Record<string, number>),
    comment: wireText,
    created_at: wireInstant,
  });

  const answer = z.extend(successEnvelope, { evaluations: z.array(evaluationSchema) });

  return { evaluationSchema, answer };
});

export type Evaluation = z.infer<ReturnType<typeof schemas>['evaluationSchema']>;

/** GET /api/v1/alg_evaluations?student_id=: the student's past evaluations by this teacher, newest first. */
export async function getStudentEvaluations(studentId: number, signal?: AbortSignal): Promise<Evaluation[]> {
  return assertSuccess(await apiRequest('api/v1/alg_evaluations', schemas().answer, { searchParams: { student_id: studentId }, signal })).evaluations;
}

export const studentEvaluationsQueryOptions = (studentId: number) =>
  queryOptions({ queryKey: scopedKey('evaluation', 'student', studentId), queryFn: ({ signal }) => getStudentEvaluations(studentId, signal) });

export const useStudentEvaluations = (studentId: number | null) =>
  useQuery({ ...studentEvaluationsQueryOptions(studentId ?? 0), enabled: studentId !== null });
