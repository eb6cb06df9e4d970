import { createRoute } from '@tanstack/react-router';
import { classStudentSearch } from '../class-student-search';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./practice-loaders), not with the route tree on every first page.
const loaders = () => import('./practice-loaders');

export const practiceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/khlx',
  validateSearch: classStudentSearch,
  loader: ({ context }) => loaders().then((load) => load.loadPractice(context.queryClient)),
}).lazy(withStylesheets(() => import('./practice.lazy').then((m) => m.Route)));
