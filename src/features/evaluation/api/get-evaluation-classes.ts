import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassShape, studentShape } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireFlag, wireId, wireOptional, wireOptionalList } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';

export const schemas = onFirstUse(() => {
  const evaluationClass = z.extend(pastClassShape, {
    evaluable: wireOptional('evaluation classes: evaluable', wireFlag, false),
    students: wireOptionalList(
      'evaluation classes: students',
      z.extend(studentShape, { evaluation_id: wireOptional('evaluation classes: students.evaluation_id', wireId, null) }),
    ),
  });

  const answer = z.extend(successEnvelope, { classes: z.array(evaluationClass) });

  return { evaluationClass, answer };
});

export type EvaluationClass = z.infer<ReturnType<typeof schemas>['evaluationClass']>;

/** GET /api/v1/alg_evaluations/classes: the recent classes, each student with their evaluation id or null. */
export async function getEvaluationClasses(signal?: AbortSignal): Promise<EvaluationClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_evaluations/classes', schemas().answer, { signal })).classes;
}

export const evaluationClassesQueryOptions = () => queryOptions({ queryKey: scopedKey('evaluation', 'classes'), queryFn: ({ signal }) => getEvaluationClasses(signal) });

export const useEvaluationClasses = () => useQuery(evaluationClassesQueryOptions());
