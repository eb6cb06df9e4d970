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
  // Data and screen code load in parallel; the screen never waits for a second round trip.
  loader: ({ context }) => context.queryClient.ensureQueryData(roomsQueryOptions()),
}).lazy(() => import('./dashboard.lazy').then((m) => m.Route));
