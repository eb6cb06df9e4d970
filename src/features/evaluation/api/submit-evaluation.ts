import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import type { Ratings } from '../model/evaluation-rules';
import { evaluationClassesQueryOptions } from './get-evaluation-classes';
import { studentEvaluationsQueryOptions } from './get-student-evaluations';

export interface EvaluationRequest {
  classId: number;
  studentId: number;
  ratings: Ratings;
  comment: string;
}

/**
 * POST /api/v1/alg_evaluations: refused with INVALID_RATING, COMMENT_REQUIRED, COMMENT_TOO_LONG,
 * UNKNOWN_STUDENT, CLASS_NOT_HELD or ALREADY_EVALUATED (one evaluation per class and student).
 */
export async function submitEvaluation({ classId, studentId, ratings, comment }: EvaluationRequest): Promise<void> {
  const json = { class_id: classId, student_id: studentId, ratings, comment: comment.trim() };
  assertSuccess(await apiRequest('api/v1/alg_evaluations', successEnvelope, { method: 'post', json }));
}

export function useSubmitEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEvaluation,
    // The owed list and the student's history both change; awaited so the form stays busy until they show it.
    onSuccess: (_, { studentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: evaluationClassesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: studentEvaluationsQueryOptions(studentId).queryKey }),
      ]),
  });
}
