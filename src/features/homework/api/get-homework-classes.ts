import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { pastClassShape } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireCount, wireOptional } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';

export const homeworkClass = z.extend(pastClassShape, { homework_count: wireOptional('homework classes: homework_count', wireCount, 0) });
export type HomeworkClass = z.infer<typeof homeworkClass>;

const answer = z.extend(successEnvelope, { classes: z.array(homeworkClass) });

/** GET /api/v1/alg_homework/classes: the recent past classes to assign homework to, newest first. */
export async function getHomeworkClasses(signal?: AbortSignal): Promise<HomeworkClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_homework/classes', answer, { signal })).classes;
}

export const homeworkClassesQueryOptions = () => queryOptions({ queryKey: scopedKey('homework', 'classes'), queryFn: ({ signal }) => getHomeworkClasses(signal) });

export const useHomeworkClasses = () => useQuery(homeworkClassesQueryOptions());
