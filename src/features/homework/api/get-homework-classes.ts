import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassWire } from '@/entities/classes/api/past-class-wire';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { camelKeys, successEnvelope, wireCount, wireOptional } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { HomeworkClass } from '../model/homework-class';

export const schemas = onFirstUse(() => {
  const homeworkClass = z.pipe(
    z.extend(pastClassWire().pastClassFields, { homework_count: wireOptional('homework classes: homework_count', wireCount, 0) }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<HomeworkClass, unknown>;

  const answer = z.extend(successEnvelope, { classes: z.array(homeworkClass) });

  return { homeworkClass, answer };
});

/** GET /api/v1/alg_homework/classes: the recent past classes to assign homework to, newest first. */
export async function getHomeworkClasses(signal?: AbortSignal): Promise<HomeworkClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_homework/classes', schemas().answer, { signal })).classes;
}

export const homeworkClassesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('homework', 'classes'), queryFn: ({ signal }) => getHomeworkClasses(signal) });

export const useHomeworkClasses = () => useQuery(homeworkClassesQueryOptions());
