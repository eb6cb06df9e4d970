import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { successEnvelope, wireCount, wireText } from '@/lib/http/wire';
import type { HistoryPage } from '../model/history';
import { HISTORY_PER_PAGE } from '../model/paging';
import { historiesKey, historyWire, orRefusal, successOnly, toHistoryItem } from './history-schema';

export const schemas = onFirstUse(() => {
  const answer = orRefusal(
    z.extend(successEnvelope, {
      data: z.array(z.pipe(historyWire().historyFields, z.transform(toHistoryItem))),
      total: wireCount,
      playback_domain: wireText,
    }),
  );

  return { answer };
});

/** GET /api/v1/alg_classes/histories/{page}/{per_page}: a page of past classes (spec 4: only `success` 1 succeeds). */
export async function getHistories(page: number, perPage: number = HISTORY_PER_PAGE, signal?: AbortSignal): Promise<HistoryPage> {
  const answer = successOnly(await apiRequest(`api/v1/alg_classes/histories/${page}/${perPage}`, schemas().answer, { signal }));
  return { items: answer.data, total: answer.total, playbackDomain: answer.playback_domain };
}

export const historiesQueryOptions = (page: number, perPage: number = HISTORY_PER_PAGE) =>
  queryOptions({ queryKey: historiesKey('page', page, perPage), queryFn: ({ signal }) => getHistories(page, perPage, signal) });

export const useHistories = (page: number) => useQuery(historiesQueryOptions(page));
