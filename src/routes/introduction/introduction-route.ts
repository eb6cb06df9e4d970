import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { optionalParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./introduction-loaders), not with the route tree on every first page.
const loaders = () => import('./introduction-loaders');

const introductionSearch = z.object({
  tab: optionalParam(z.enum(['preview', 'edit'])),
});

export const introductionRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/StudentInstr',
  validateSearch: introductionSearch,
  loader: ({ context }) => loaders().then((load) => load.loadIntroduction(context.queryClient)),
}).lazy(withStylesheets(() => import('./introduction.lazy').then((m) => m.Route)));
