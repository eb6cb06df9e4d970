import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { introductionQueryOptions } from '@/features/profile/api/get-introduction';
import { loadRoute } from '@/lib/query/load-query';
import { optionalParam } from './search-params';
import { shellRoute } from './shell-routes';

const introductionSearch = z.object({
  tab: optionalParam(z.enum(['preview', 'edit'])),
});

export const introductionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/StudentInstr',
  validateSearch: introductionSearch,
  loader: ({ context }) => loadRoute(context.queryClient, { need: [introductionQueryOptions] }),
}).lazy(() => import('./introduction.lazy').then((m) => m.Route));
