import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { RouteProgress } from '@/app/route-progress';
import { TransportAlerts } from '@/app/transport-alerts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <RouteProgress />
      <TransportAlerts />
      <Outlet />
    </>
  ),
  // Spec 2: every unknown path redirects to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
