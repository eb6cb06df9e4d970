import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import { historyItemQueryOptions } from '@/entities/histories/api/get-history-item';

/** POST /api/v1/alg_classes/histories/{id}/marks (project-defined). Refused: INVALID_TIME, NOTE_EMPTY, NOTE_TOO_LONG. */
export async function addMark({ id, atSeconds, note }: { id: number; atSeconds: number; note: string }): Promise<void> {
  assertSuccess(
    await apiRequest(`api/v1/alg_classes/histories/${id}/marks`, successEnvelope, {
      method: 'post',
      json: { at_seconds: atSeconds, note },
    }),
  );
}

export function useAddMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMark,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: historyItemQueryOptions(id).queryKey }),
  });
}
