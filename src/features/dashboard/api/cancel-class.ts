import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireOptional } from '@/lib/http/wire';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { canceled: wireOptional('cancel: canceled', wireId, undefined) });

  return { answer };
});

/** POST /api/v1/alg_classes/{eventId}/cancel. Refused with CANCEL_WINDOW_CLOSED within 24 h. */
export async function cancelClass(classId: number): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_classes/${classId}/cancel`, schemas().answer, { method: 'post' }));
}

export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClass,
    // Every room of the class is gone on the host. Awaited, so the action stays pending
    // (its button disabled) until the card has left the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
  });
}
