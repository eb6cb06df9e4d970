import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import { historyItemQueryOptions } from '@/entities/histories/api/get-history-item';

/** DELETE /api/v1/alg_classes/histories/{id}/marks/{markId} (project-defined). */
export async function deleteMark({ id, markId }: { id: number; markId: number }): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_classes/histories/${id}/marks/${markId}`, successEnvelope, { method: 'delete' }));
}

export function useDeleteMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMark,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: historyItemQueryOptions(id).queryKey }),
  });
}
