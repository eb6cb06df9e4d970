import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireCount, wireOptional } from '@/lib/http/wire';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, { notified: wireOptional('notify: notified', wireCount, undefined) });

  return { answer };
});

/** POST /api/v1/alg_classes/{eventId}/notify. Refused with NOT_IN_CLASS_TIME outside [start, end). */
export async function notifyClass(classId: number): Promise<void> {
  assertSuccess(await apiRequest(`api/v1/alg_classes/${classId}/notify`, schemas().answer, { method: 'post' }));
}

/** Nothing cached changes when students are notified: no invalidation. */
export const useNotifyClass = () => useMutation({ mutationFn: notifyClass });
