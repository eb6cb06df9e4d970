import { createHashHistory, createRouter } from '@tanstack/react-router';
import { queryClient } from '@/lib/query/query-client';
import { routeTree } from '@/routes/route-tree';
import { PendingScreen } from '@/components/pending-screen';
import { RouteError } from '@/components/route-error';

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PendingScreen,
  defaultPendingMs: 300,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
