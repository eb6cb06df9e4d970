import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest } from '@/lib/http/request';
import { successEnvelope, wireOptionalList, wireText } from '@/lib/http/wire';
import type { HistoryDetail } from '../model/history';
import { sortMarks } from '../model/marks';
import { historiesKey, historyWire, orRefusal, successOnly, toHistoryItem } from './history-schema';

export const schemas = onFirstUse(() => {
  const { historyFields, mark } = historyWire();
  const answer = orRefusal(
    z.extend(successEnvelope, {
      item: z.extend(historyFields, { marks: wireOptionalList('history item: marks', mark) }),
      playback_domain: wireText,
    }),
  );

  return { answer };
});

/** GET /api/v1/alg_classes/histories/{id} (project-defined): one past class with its pinned notes. */
export async function getHistoryItem(id: number, signal?: AbortSignal): Promise<HistoryDetail> {
  const answer = successOnly(await apiRequest(`api/v1/alg_classes/histories/${id}`, schemas().answer, { signal }));
  return { item: toHistoryItem(answer.item), marks: sortMarks(answer.item.marks), playbackDomain: answer.playback_domain };
}

export const historyItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: historiesKey('item', id), queryFn: ({ signal }) => getHistoryItem(id, signal) });

export const useHistoryItem = (id: number) => useQuery(historyItemQueryOptions(id));
