import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { camelKeys, wireId, wireNumber, wireOptional, wireText } from '@/lib/http/wire';
import { ownScopedKey } from '@/lib/query/identity-scope';
import type { Teacher } from '../model/account';

export type { Teacher } from '../model/account';

export const schemas = onFirstUse(() => {
  const teacher = z.pipe(
    z.object({
      id: wireId,
      name: wireText,
      email: wireOptional('teachers: email', z.string(), ''),
      group_id: wireOptional('teachers: group_id', wireId, 0),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<Teacher, unknown>;

  const answer = z.object({ success: z.optional(wireNumber), teachers: z.array(teacher) });

  return { teacher, answer };
});

/** Spec 6: a group admin sees their group; group id 0 (the super user) sees every group. */
export async function getTeachers(groupId: number, signal?: AbortSignal): Promise<Teacher[]> {
  const { answer } = schemas();
  const list =
    groupId > 0
      ? await apiRequest('api/v1/alg_teachers/list_group', answer, { method: 'post', identity: 'own', json: { group_id: groupId }, signal })
      : await apiRequest('api/v1/alg_teachers/list_all_group', answer, { method: 'post', identity: 'own', signal });
  return list.teachers;
}

export const teachersQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: ownScopedKey('teachers', groupId),
    queryFn: ({ signal }) => getTeachers(groupId, signal),
    staleTime: 5 * 60_000,
  });

export const useTeachers = (groupId: number, enabled: boolean) => useQuery({ ...teachersQueryOptions(groupId), enabled });
