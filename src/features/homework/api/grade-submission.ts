import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import { submissionsKey } from '@/entities/submissions/api/get-submissions';
import { studentRecordsKey } from '@/entities/students/api/student-records-key';

export interface GradeRequest {
  submissionId: number;
  score: number;
  comment: string;
}

/** POST /api/v1/alg_homework/submissions/{id}/grade: INVALID_SCORE, COMMENT_TOO_LONG, NOT_SUBMITTED refused. */
export async function gradeSubmission({ submissionId, score, comment }: GradeRequest): Promise<void> {
  const json = { score, comment: comment.trim() };
  assertSuccess(await apiRequest(`api/v1/alg_homework/submissions/${submissionId}/grade`, successEnvelope, { method: 'post', json }));
}

export function useGradeSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeSubmission,
    // Every filtered list may hold the submission; awaited so the form stays busy until the queue shows the grade.
    // Each student's record (homework status, kept for minutes by the after-class count) is marked stale only.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentRecordsKey(), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: submissionsKey() });
    },
  });
}
