import { profilePath } from './profile-path';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { camelKeys, wireId, wireOptionalText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { Profile } from '../model/account';

export const schemas = onFirstUse(() => {
  const answer = z.pipe(
    z.object({
      id: wireId,
      name: wireOptionalText('profile: name'),
      short_name: wireOptionalText('profile: short_name'),
      primary_email: wireOptionalText('profile: primary_email'),
      avatar_url: wireOptionalText('profile: avatar_url'),
      time_zone: wireOptionalText('profile: time_zone'),
    }),
    z.transform(camelKeys),
  ) satisfies z.ZodMiniType<Profile, unknown>;

  return { answer };
});

/** GET /api/v1/users/{uid}/profile (spec 3): the answer is the profile itself. */
export const getProfile = (uid: number, signal?: AbortSignal): Promise<Profile> =>
  apiRequest(profilePath(uid), schemas().answer, { signal });

export const profileQueryOptions = (uid: number) =>
  queryOptions({ queryKey: scopedKey('profile', uid), queryFn: ({ signal }) => getProfile(uid, signal), staleTime: 10 * 60_000 });

export const useProfile = (uid: number) => useQuery({ ...profileQueryOptions(uid), enabled: uid > 0 });
