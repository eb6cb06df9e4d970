import { createRoute } from '@tanstack/react-router';
import { homeworkClassesQueryOptions } from '@/features/homework/api/get-homework-classes';
import { questionBanksQueryOptions } from '@/features/homework/api/get-question-banks';
import { submissionsQueryOptions } from '@/features/homework/api/get-submissions';
import { loadQuery } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

// Loaders prefetch while the screen's code loads; a failed prefetch is shown by the screen with "Try again".
export const assignRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/Assignments',
  validateSearch: classStudentSearch,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([loadQuery(queryClient, homeworkClassesQueryOptions), loadQuery(queryClient, questionBanksQueryOptions)]).catch(() => undefined);
  },
}).lazy(() => import('./assignments.lazy').then((m) => m.Route));

export const reviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/ReviewAssignments',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ classId: search.classId, studentId: search.studentId }),
  loader: async ({ context: { queryClient }, deps }) => {
    await Promise.all([loadQuery(queryClient, homeworkClassesQueryOptions), loadQuery(queryClient, () => submissionsQueryOptions(deps))]).catch(() => undefined);
  },
}).lazy(() => import('./review-assignments.lazy').then((m) => m.Route));
