import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pastClassShape } from '@/lib/classes/past-class';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireCount, wireOptional } from '@/lib/http/wire';

export const homeworkClass = pastClassShape.extend({ homework_count: wireOptional('homework classes: homework_count', wireCount, 0) });
export type HomeworkClass = z.infer<typeof homeworkClass>;

const answer = successEnvelope.extend({ classes: z.array(homeworkClass) });

/** GET /api/v1/alg_homework/classes: the recent past classes to assign homework to, newest first. */
export async function getHomeworkClasses(): Promise<HomeworkClass[]> {
  return assertSuccess(await apiRequest('api/v1/alg_homework/classes', answer)).classes;
}

export const homeworkClassesQueryOptions = () => queryOptions({ queryKey: ['homework', 'classes'], queryFn: getHomeworkClasses });

export const useHomeworkClasses = () => useQuery(homeworkClassesQueryOptions());
