import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { camelKeys, successEnvelope, wireCount, wireId, wireKey, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { QuestionBank, QuestionCatalog } from '../model/question-filter';

export const schemas = onFirstUse(() => {
  const named = z.object({ id: wireId, name: wireText });

  const answer = z.extend(successEnvelope, {
    levels: z.array(named),
    // Subject ids come as text ("grammar") or numbers (3): the app keeps them as text.
    subjects: z.array(z.object({ id: wireKey, name: wireText })),
    topics: z.array(
      z.pipe(z.extend(named, { level_id: wireId }), z.transform(camelKeys)) satisfies z.ZodMiniType<
        QuestionCatalog['topics'][number],
        unknown
      >,
    ),
    banks: z.array(
      z.pipe(
        z.object({ id: wireId, level_id: wireId, subject_id: wireKey, topic_id: wireId, question_count: wireCount }),
        z.transform(camelKeys),
      ) satisfies z.ZodMiniType<QuestionBank, unknown>,
    ),
  });

  return { answer };
});

/** GET /api/v1/alg_homework/question_banks: levels, subjects, topics and the banks that exist. */
export async function getQuestionBanks(signal?: AbortSignal): Promise<QuestionCatalog> {
  const { levels, subjects, topics, banks } = assertSuccess(
    await apiRequest('api/v1/alg_homework/question_banks', schemas().answer, { signal }),
  );
  return { levels, subjects, topics, banks };
}

// The bank changes rarely: kept for the session once loaded.
export const questionBanksQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('homework', 'question-banks'),
    queryFn: ({ signal }) => getQuestionBanks(signal),
    staleTime: Infinity,
  });

export const useQuestionBanks = () => useQuery(questionBanksQueryOptions());
