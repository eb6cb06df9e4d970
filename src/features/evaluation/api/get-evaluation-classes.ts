import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pastClassShape, studentShape } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireFlag, wireId } from '@/lib/http/wire';

const evaluationClass = pastClassShape.extend({
  evaluable: wireFlag.catch(false),
  students: z.array(studentShape.extend({ evaluation_id: wireId.nullable().catch(null) })).catch([]),
});

export type EvaluationClass = z.infer<typeof evaluationClass>;

const answer = successEnvelope.extend({ classes: z.array(evaluationClass) });

/** GET /api/v1/alg_evaluations/classes: the recent classes, each student with their evaluation id or null. */
export async function getEvaluationClasses(): Promise<EvaluationClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_evaluations/classes', answer)).classes;
}

export const evaluationClassesQueryOptions = () => queryOptions({ queryKey: ['evaluation', 'classes'], queryFn: getEvaluationClasses });

export const useEvaluationClasses = () => useQuery(evaluationClassesQueryOptions());
