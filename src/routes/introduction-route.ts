import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { introductionQueryOptions } from '@/features/profile/api/get-introduction';
import { shellRoute } from './shell-routes';

const introductionSearch = z.object({
  tab: z.enum(['preview', 'edit']).optional().catch(undefined),
});

export const introductionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/StudentInstr',
  validateSearch: introductionSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(introductionQueryOptions()),
}).lazy(() => import('./introduction.lazy').then((m) => m.Route));
