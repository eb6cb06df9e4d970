import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { PendingScreen } from '@/components/pending-screen';
import { RouteError } from '@/components/route-error';
import { queryClient } from '@/lib/query/query-client';
import { routeTree } from '@/routes/route-tree';

/** Hash history in the app (spec 2); tests pass a memory history. */
export const createAppRouter = (history: RouterHistory = createHashHistory()) =>
  createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
