import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireOptional } from '@/lib/http/wire';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { ended_at: wireOptional('end: ended_at', z.string(), undefined) });

  return { answer };
});

/** POST /api/v1/alg_classes/{eventId}/end. Refused with NOT_IN_CLASS_TIME before the start. */
export async function endClass(classId: number): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_classes/${classId}/end`, schemas().answer, { method: 'post' }));
}

export function useEndClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endClass,
    // An ended class leaves the rooms list; awaited so the button stays busy until it has.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsQueryOptions().queryKey }),
  });
}
