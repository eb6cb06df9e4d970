import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/http/request';
import { wireId, wireOptionalText, wireText } from '@/lib/http/wire';
import type { ModuleItem } from '../model/courseware';
import { scopedKey } from '@/lib/query/identity-scope';


/** A Canvas module item; addresses are checked later (itemAddress), not trusted here. */
export const itemSchema = z.object({
  id: wireId,
  title: wireText,
  type: wireText,
  html_url: wireOptionalText('module items: html_url'),
  url: wireOptionalText('module items: url'),
  external_url: wireOptionalText('module items: external_url'),
}) satisfies z.ZodMiniType<ModuleItem, unknown>;

/** GET /api/v1/courses/{courseId}/modules/{moduleId}/items (spec 7): the answer is the list itself. */
export async function getModuleItems(courseId: number, moduleId: number, signal?: AbortSignal): Promise<ModuleItem[]> {
  return apiRequest(`api/v1/courses/${courseId}/modules/${moduleId}/items`, z.array(itemSchema), {
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
