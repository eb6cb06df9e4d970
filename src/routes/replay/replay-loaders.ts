import type { QueryClient } from '@tanstack/react-query';
import { historiesQueryOptions } from '@/entities/histories/api/get-histories';
import { historyItemQueryOptions } from '@/entities/histories/api/get-history-item';
import { nextPage } from '@/entities/histories/model/paging';
import { loadRoute } from '@/lib/query/load-query';

/** The page in the URL, then the next one prefetched so paging forward is instant; an open replay's entry alongside. */
export async function loadReplay(client: QueryClient, page: number, replay: number | undefined): Promise<void> {
  const [current] = await loadRoute(client, {
    need: [() => historiesQueryOptions(page)],
    prefetch: replay === undefined ? [] : [() => historyItemQueryOptions(replay)],
  });
  const next = current && nextPage(page, current.total);
  if (next) void client.prefetchQuery(historiesQueryOptions(next));
}
