import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { optionalParam, positiveIntParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./replay-loaders), not with the route tree on every first page.
const loaders = () => import('./replay-loaders');

const replaySearch = z.object({
  page: optionalParam(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  /** The history entry whose replay is open. */
  replay: positiveIntParam(),
});

/**
 * Class replay. The loader fetches the page in the URL, then prefetches the next one so paging
 * forward is instant; an open replay's entry loads alongside (its dialog says its own failure).
 * See ./replay-loaders.
 */
export const replayRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/kchf',
  validateSearch: replaySearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, replay: search.replay }),
  loader: ({ context: { queryClient }, deps: { page, replay } }) => loaders().then((load) => load.loadReplay(queryClient, page, replay)),
}).lazy(withStylesheets(() => import('./replay.lazy').then((m) => m.Route)));
