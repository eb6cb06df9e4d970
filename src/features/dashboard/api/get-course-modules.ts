import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/http/request';
import { wireId, wireNumber, wireOptional, wireText } from '@/lib/http/wire';
import type { CourseModule } from '../model/courseware';
import { scopedKey } from '@/lib/query/identity-scope';

/** A Canvas module; only what the courseware view needs. */
export const moduleSchema = z.object({
  id: wireId,
  name: wireText,
  position: wireOptional('modules: position', wireNumber, 0),
}) satisfies z.ZodMiniType<CourseModule, unknown>;

/** GET /api/v1/courses/{courseId}/modules (spec 7): the answer is the list itself. */
export async function getCourseModules(courseId: number, signal?: AbortSignal): Promise<CourseModule[]> {
  return apiRequest(`api/v1/courses/${courseId}/modules`, z.array(moduleSchema), {
    searchParams: { page: 1, per_page: 500 },
    signal,
  });
}

export const courseModulesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: scopedKey('courseware', courseId, 'modules'),
    queryFn: ({ signal }) => getCourseModules(courseId, signal),
    // Courseware changes between terms, not between clicks: reopening the dialog is instant.
    staleTime: 10 * 60_000,
  });
