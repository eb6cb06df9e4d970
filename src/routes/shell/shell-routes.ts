import { createRoute, redirect } from '@tanstack/react-router';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { loadRoute } from '@/lib/query/load-query';
import { getSession } from '@/lib/session/session-store';
import { requireSession } from '../guards';
import { rootRoute } from '../root';
import { withStylesheets } from '@/lib/stylesheet-recovery';

/** Pathless layout: everything inside needs a session (spec 2). */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_shell',
  beforeLoad: requireSession,
  loader: ({ context }) => loadRoute(context.queryClient, { need: [], prefetch: [() => profileQueryOptions(getSession()?.uid ?? 0)] }),
}).lazy(withStylesheets(() => import('./shell.lazy').then((m) => m.Route)));

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
