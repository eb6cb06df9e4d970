import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/http/request';
import { wireId, wireOptionalText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';

/** Spec 3 leaves the profile's shape open: Canvas's user profile, every field but id optional. */
export const profileSchema = z.looseObject({
  id: wireId,
  name: wireOptionalText('profile: name'),
  short_name: wireOptionalText('profile: short_name'),
  primary_email: wireOptionalText('profile: primary_email'),
  avatar_url: wireOptionalText('profile: avatar_url'),
  time_zone: wireOptionalText('profile: time_zone'),
});
export type Profile = z.infer<typeof profileSchema>;

export const getProfile = (uid: number, signal?: AbortSignal): Promise<Profile> => apiRequest(`api/v1/users/${uid}/profile`, profileSchema, { signal });

export const profileQueryOptions = (uid: number) =>
  queryOptions({ queryKey: scopedKey('profile', uid), queryFn: ({ signal }) => getProfile(uid, signal), staleTime: 10 * 60_000 });

export const useProfile = (uid: number) => useQuery({ ...profileQueryOptions(uid), enabled: uid > 0 });
