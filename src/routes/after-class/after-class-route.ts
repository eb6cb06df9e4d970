import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

/** The classes of the last 7 days with something left to do (the dashboard's count leads here). */
export const afterClassRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/AfterClass',
}).lazy(withStylesheets(() => import('./after-class.lazy').then((m) => m.Route)));
