import { createRoute } from '@tanstack/react-router';
import { homeworkClassesQueryOptions } from '@/features/homework/api/get-homework-classes';
import { questionBanksQueryOptions } from '@/features/homework/api/get-question-banks';
import { submissionsQueryOptions } from '@/features/homework/api/get-submissions';
import { loadRoute } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

// Loaders fetch while the screen's code loads; the submissions list says its own failure.
export const assignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/Assignments',
  validateSearch: classStudentSearch,
  loader: ({ context }) => loadRoute(context.queryClient, { need: [homeworkClassesQueryOptions, questionBanksQueryOptions] }),
}).lazy(() => import('./assignments.lazy').then((m) => m.Route));

export const reviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/ReviewAssignments',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, studentId: search.studentId }),
  loader: ({ context, deps }) =>
    loadRoute(context.queryClient, { need: [homeworkClassesQueryOptions], want: [() => submissionsQueryOptions(deps)] }),
}).lazy(() => import('./review-assignments.lazy').then((m) => m.Route));
