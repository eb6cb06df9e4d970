import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope } from '@/lib/http/wire';
import type { ConfirmableState } from '@/entities/histories/model/history';
import { historiesKey } from '@/entities/histories/api/history-schema';

/** POST /api/v1/alg_classes/histories/{id}/state (project-defined). Refused: INVALID_STATE. */
export async function confirmState({ id, state }: { id: number; state: ConfirmableState }): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_classes/histories/${id}/state`, successEnvelope, { method: 'post', json: { state } }));
}

export function useConfirmState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmState,
    // The list shows the state too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historiesKey() }),
  });
}
