import { createRoute, redirect } from '@tanstack/react-router';
import { requireSession } from '../guards';
import { rootRoute } from '../root';

/** Pathless layout: everything inside needs a session (spec 2). */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_shell',
  beforeLoad: requireSession,
}).lazy(() => import('./shell.lazy').then((m) => m.Route));

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
