import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { historiesQueryOptions } from '@/features/replay/api/get-histories';
import { historyItemQueryOptions } from '@/features/replay/api/get-history-item';
import { nextPage } from '@/features/replay/model/paging';
import { loadRoute } from '@/lib/query/load-query';
import { optionalParam, positiveIntParam } from './search-params';
import { shellRoute } from './shell-routes';

const replaySearch = z.object({
  page: optionalParam(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  /** The history entry whose replay is open. */
  replay: positiveIntParam(),
});

/**
 * Class replay. The loader fetches the page in the URL, then prefetches the next one so paging
 * forward is instant; an open replay's entry loads alongside (its dialog says its own failure).
 */
export const replayRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/kchf',
  validateSearch: replaySearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, replay: search.replay }),
  loader: async ({ context: { queryClient }, deps: { page, replay } }) => {
    const [current] = await loadRoute(queryClient, {
      need: [() => historiesQueryOptions(page)],
      prefetch: replay === undefined ? [] : [() => historyItemQueryOptions(replay)],
    });
    const next = current && nextPage(page, current.total);
    if (next) void queryClient.prefetchQuery(historiesQueryOptions(next));
  },
}).lazy(() => import('./replay.lazy').then((m) => m.Route));
