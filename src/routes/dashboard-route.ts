import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { roomsQueryOptions } from '@/features/dashboard/api/get-rooms';
import { shellRoute } from './shell-routes';

const dashboardSearch = z.object({
  tab: z.enum(['thisWeek', 'nextWeek', 'later']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const dashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/dashboard',
  validateSearch: dashboardSearch,
  // Data and screen code load in parallel (no second round trip); not awaited, so the shell and the
  // heading paint while the class list is on its way, and a failure shows in the screen with Try again.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(roomsQueryOptions());
  },
}).lazy(() => import('./dashboard.lazy').then((m) => m.Route));
