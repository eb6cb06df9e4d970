import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { historiesQueryOptions } from '@/features/replay/api/get-histories';
import { historyItemQueryOptions } from '@/features/replay/api/get-history-item';
import { nextPage } from '@/features/replay/model/paging';
import { shellRoute } from './shell-routes';

const replaySearch = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  /** The history entry whose replay is open. */
  replay: z.coerce.number().int().positive().optional().catch(undefined),
});

/**
 * Class replay. The loader fetches the page in the URL, then prefetches the next one so paging
 * forward is instant; an open replay's entry loads alongside. A failed load is left to the
 * screen, which shows it with "Try again".
 */
export const replayRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/kchf',
  validateSearch: replaySearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, replay: search.replay }),
  loader: async ({ context: { queryClient }, deps: { page, replay } }) => {
    if (replay !== undefined) void queryClient.prefetchQuery(historyItemQueryOptions(replay));
    const current = await queryClient.ensureQueryData(historiesQueryOptions(page)).catch(() => null);
    const next = current && nextPage(page, current.total);
    if (next) void queryClient.prefetchQuery(historiesQueryOptions(next));
  },
}).lazy(() => import('./replay.lazy').then((m) => m.Route));
