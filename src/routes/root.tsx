import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { IdentityWatch } from '@/shell/identity-watch';
import { RouteProgress } from '@/shell/route-progress';
import { ScreenNotices } from '@/shell/screen-notices';
import { TransportAlerts } from '@/shell/transport-alerts';
import { UpdateCheckOnNavigation, UpdateNotice } from '@/shell/update-notice';
import { cataloguesFor } from '@/lib/i18n/i18n';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <RouteProgress />
      <IdentityWatch />
      <TransportAlerts />
      <ScreenNotices />
      <UpdateNotice />
      <UpdateCheckOnNavigation />
      <Outlet />
    </>
  ),
  // The signed-out pages boot with their own catalogues only; any other page needs the rest first.
  beforeLoad: ({ location }) => cataloguesFor(location.pathname),
  // Spec 2: every unknown path redirects to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
