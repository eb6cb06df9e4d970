import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { onFirstUse } from '@/lib/http/on-first-use';
import { successEnvelope, wireOptionalText, wireText } from '@/lib/http/wire';
import { type Introduction, isHttpUrl, isSafePhotoUrl } from '../model/introduction';
import { scopedKey } from '@/lib/query/identity-scope';

/** The answer of GET and POST /api/v1/alg_teachers/introduction (save-introduction.ts reads it too). */
export const schemas = onFirstUse(() => {
  /** URL fields are checked here, once: an unsafe one reads as absent (never reaches src=). */
  const introductionSchema = z.pipe(
    z.object({
      name: wireText,
      photo_url: wireOptionalText('introduction: photo_url'),
      html: wireText,
      video_url: wireOptionalText('introduction: video_url'),
      updated_at: wireOptionalText('introduction: updated_at'),
    }),
    z.transform(
      (i): Introduction => ({
        name: i.name,
        photoUrl: i.photo_url && isSafePhotoUrl(i.photo_url) ? i.photo_url : null,
        html: i.html,
        videoUrl: i.video_url && isHttpUrl(i.video_url) ? i.video_url : null,
        updatedAt: i.updated_at,
      }),
    ),
  );

  const answer = z.extend(successEnvelope, { introduction: introductionSchema });

  return { answer };
});

/** GET /api/v1/alg_teachers/introduction (project-defined, docs/api-contract.md). */
export async function getIntroduction(signal?: AbortSignal): Promise<Introduction> {
  return assertSuccess(await apiRequest('api/v1/alg_teachers/introduction', schemas().answer, { signal })).introduction;
}

export const introductionQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('introduction'), queryFn: ({ signal }) => getIntroduction(signal) });

export const useIntroduction = () => useQuery(introductionQueryOptions());
