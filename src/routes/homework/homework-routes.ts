import { createRoute } from '@tanstack/react-router';
import { classStudentSearch } from '../class-student-search';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// Loaders fetch while the screen's code loads; the submissions list says its own failure. What they ask
// for comes with them (./homework-loaders), not with the route tree on every first page.
const loaders = () => import('./homework-loaders');
export const assignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/Assignments',
  validateSearch: classStudentSearch,
  loader: ({ context }) => loaders().then((load) => load.loadAssign(context.queryClient)),
}).lazy(withStylesheets(() => import('./assignments.lazy').then((m) => m.Route)));

export const reviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/ReviewAssignments',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, studentId: search.studentId }),
  loader: ({ context, deps }) => loaders().then((load) => load.loadReview(context.queryClient, deps)),
}).lazy(withStylesheets(() => import('./review-assignments.lazy').then((m) => m.Route)));
