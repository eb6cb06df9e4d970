import { createRoute } from '@tanstack/react-router';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

/** System test, opened from the header menu (spec 2 names it; the path is ours). */
export const systemTestRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/system-test',
}).lazy(withStylesheets(() => import('./system-test.lazy').then((m) => m.Route)));
