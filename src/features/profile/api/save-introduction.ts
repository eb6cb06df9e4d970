import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import type { Introduction, IntroductionForm } from '../model/introduction';
import { introductionQueryOptions, schemas } from './get-introduction';

/** POST /api/v1/alg_teachers/introduction: `photo` only when it changed ('' = back to the default). */
export async function saveIntroduction(form: IntroductionForm): Promise<Introduction> {
  const json = { html: form.html, video_url: form.videoUrl.trim(), ...(form.photo === undefined ? {} : { photo: form.photo }) };
  return assertSuccess(await apiRequest('api/v1/alg_teachers/introduction', schemas().answer, { method: 'post', json })).introduction;
}

export function useSaveIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntroduction,
    onSuccess: (saved) => queryClient.setQueryData(introductionQueryOptions().queryKey, saved),
  });
}
