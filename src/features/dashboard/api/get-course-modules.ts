import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { wireId, wireNumber, wireOptional, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { CourseModule } from '../model/courseware';

export const schemas = onFirstUse(() => {
  /** A Canvas module; only what the courseware view needs. */
  const courseModule = z.object({
    id: wireId,
    name: wireText,
    position: wireOptional('modules: position', wireNumber, 0),
  }) satisfies z.ZodMiniType<CourseModule, unknown>;

  // The answer is the list itself.
  const answer = z.array(courseModule);

  return { courseModule, answer };
});

/** GET /api/v1/courses/{courseId}/modules (spec 7). */
export async function getCourseModules(courseId: number, signal?: AbortSignal): Promise<CourseModule[]> {
  return apiRequest(`api/v1/courses/${courseId}/modules`, schemas().answer, {
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

export const useCourseModules = (courseId: number) => useQuery(courseModulesQueryOptions(courseId));
