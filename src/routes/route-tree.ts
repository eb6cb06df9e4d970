import { dashboardRoute } from './dashboard-route';
import { forgotPasswordRoute, loginRoute, notFoundRoute, registerRoute } from './public-routes';
import { rootRoute } from './root';
import { indexRoute, shellRoute } from './shell-routes';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  notFoundRoute,
  shellRoute.addChildren([dashboardRoute]),
]);
