import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire } from '@/entities/classes/api/past-class-wire';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { camelKeys, successEnvelope, wireFlag, wireId, wireOptional, wireOptionalList } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { EvaluationClass, EvaluationStudent } from '../model/evaluations';

export const schemas = onFirstUse(() => {
  const { studentFields, pastClassFields } = pastClassWire();

  const evaluationClass = z.pipe(
    z.extend(pastClassFields, {
      evaluable: wireOptional('evaluation classes: evaluable', wireFlag, false),
      students: wireOptionalList(
        'evaluation classes: students',
        z.pipe(
          z.extend(studentFields, { evaluation_id: wireOptional('evaluation classes: students.evaluation_id', wireId, null) }),
          z.transform(camelKeys),
        ) satisfies z.ZodMiniType<EvaluationStudent, unknown>,
      ),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<EvaluationClass, unknown>;

  const answer = z.extend(successEnvelope, { classes: z.array(evaluationClass) });

  return { evaluationClass, answer };
});

/** GET /api/v1/alg_evaluations/classes: the recent classes, each student with their evaluation id or null. */
export async function getEvaluationClasses(signal?: AbortSignal): Promise<EvaluationClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_evaluations/classes', schemas().answer, { signal })).classes;
}

export const evaluationClassesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('evaluation', 'classes'), queryFn: ({ signal }) => getEvaluationClasses(signal) });

export const useEvaluationClasses = () => useQuery(evaluationClassesQueryOptions());
