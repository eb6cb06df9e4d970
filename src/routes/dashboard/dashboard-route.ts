import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { roomsQueryOptions } from '@/entities/classes/api/get-rooms';
import { loadRoute } from '@/lib/query/load-query';
import { optionalParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

const dashboardSearch = z.object({
  tab: optionalParam(z.enum(['thisWeek', 'nextWeek', 'later'])),
  page: optionalParam(z.coerce.number().check(z.int(), z.gte(1))),
});

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  validateSearch: dashboardSearch,
  // Data and screen code load in parallel (no second round trip); not awaited, so the shell and the
  // heading paint while the class list is on its way, and a failure shows in the screen with Try again.
  loader: ({ context }) => loadRoute(context.queryClient, { need: [], prefetch: [roomsQueryOptions] }),
}).lazy(withStylesheets(() => import('./dashboard.lazy').then((m) => m.Route)));
