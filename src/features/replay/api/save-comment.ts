import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import { historiesKey } from '@/entities/histories/api/history-schema';

/** POST /api/v1/alg_classes/histories/{id}/comment (project-defined). Refused: COMMENT_EMPTY, COMMENT_TOO_LONG. */
export async function saveComment({ id, html }: { id: number; html: string }): Promise<void> {
  assertSuccess(
    await apiRequest(`api/v1/alg_classes/histories/${id}/comment`, successEnvelope, { method: 'post', json: { teacher_comment: html } }),
  );
}

export function useSaveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComment,
    // The list and the open replay both show the comment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historiesKey() }),
  });
}
