import { createRoute } from '@tanstack/react-router';
import { practiceClassesQueryOptions } from '@/features/practice/api/get-practice-classes';
import { loadQuery } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

export const practiceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/khlx',
  validateSearch: classStudentSearch,
  // A failed prefetch is left to the screen, which shows it with "Try again".
  loader: async ({ context: { queryClient } }) => {
    await loadQuery(queryClient, practiceClassesQueryOptions).catch(() => undefined);
  },
}).lazy(() => import('./practice.lazy').then((m) => m.Route));
