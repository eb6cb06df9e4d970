import { createRoute } from '@tanstack/react-router';
import { practiceClassesQueryOptions } from '@/features/practice/api/get-practice-classes';
import { loadRoute } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

export const practiceRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/khlx',
  validateSearch: classStudentSearch,
  loader: ({ context }) => loadRoute(context.queryClient, { need: [practiceClassesQueryOptions] }),
}).lazy(() => import('./practice.lazy').then((m) => m.Route));
