import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/http/api-error';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireOptional } from '@/lib/http/wire';
import { safeClassroomUrl } from '../model/classroom-url';

export const schemas = onFirstUse(() => {
  // The address is checked below: without a usable one there is nothing to enter.
  const answer = z.extend(successEnvelope, {
    classroom_url: z.optional(z.string()),
    server_time: wireOptional('enter: server_time', z.string(), undefined),
  });

  return { answer };
});

/**
 * POST /api/v1/alg_classes/{eventId}/enter: where the classroom is. Refused with
 * ENTER_WINDOW_CLOSED outside [start - 15 min, end). Only an http(s) address is accepted.
 */
export async function enterClass(classId: number): Promise<string> {
  const path = `api/v1/alg_classes/${classId}/enter`;
  const answer = assertSuccess(await apiRequest(path, schemas().answer, { method: 'post' }));
  const url = safeClassroomUrl(answer.classroom_url);
  if (!url) throw new ApiError('invalid-response', 200, `Answer of ${path} has no http(s) classroom_url`);
  return url;
}

/** Entering changes nothing cached: no invalidation. */
export const useEnterClass = () => useMutation({ mutationFn: enterClass });
