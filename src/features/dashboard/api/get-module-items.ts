import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { wireId, wireOptionalText, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { ModuleItem } from '../model/courseware';

export const schemas = onFirstUse(() => {
  /** A Canvas module item; addresses are checked later (itemAddress), not trusted here. */
  const item = z.object({
    id: wireId,
    title: wireText,
    type: wireText,
    html_url: wireOptionalText('module items: html_url'),
    url: wireOptionalText('module items: url'),
    external_url: wireOptionalText('module items: external_url'),
  }) satisfies z.ZodMiniType<ModuleItem, unknown>;

  // The answer is the list itself.
  const answer = z.array(item);

  return { item, answer };
});

/** GET /api/v1/courses/{courseId}/modules/{moduleId}/items (spec 7). */
export async function getModuleItems(courseId: number, moduleId: number, signal?: AbortSignal): Promise<ModuleItem[]> {
  return apiRequest(`api/v1/courses/${courseId}/modules/${moduleId}/items`, schemas().answer, {
    searchParams: { page: 1, per_page: 500 },
    signal,
  });
}

export const moduleItemsQueryOptions = (courseId: number, moduleId: number) =>
  queryOptions({
    queryKey: scopedKey('courseware', courseId, 'items', moduleId),
    queryFn: ({ signal }) => getModuleItems(courseId, moduleId, signal),
    staleTime: 10 * 60_000,
  });

/** The items of several modules, in parallel: each list loads (or fails) on its own. */
export const useModuleItems = (courseId: number, moduleIds: readonly number[]) =>
  useQueries({ queries: moduleIds.map((moduleId) => moduleItemsQueryOptions(courseId, moduleId)) });
