import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { studentsQueryOptions } from '@/features/students/api/list-students';
import { loadQuery } from '@/lib/query/load-query';
import { optionalParam, positiveIntParam } from './search-params';
import { shellRoute } from './shell-routes';

const studentsSearch = z.object({
  q: optionalParam(z.string().check(z.maxLength(100))),
  studentId: positiveIntParam(),
});

export const studentsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/wdxs',
  validateSearch: studentsSearch,
  loaderDeps: ({ search }) => ({ studentId: search.studentId }),
  // The list decides the page; one student's failure is shown in its own panel with "Try again".
  loader: async ({ context: { queryClient }, deps: { studentId } }) => {
    await Promise.all([
      loadQuery(queryClient, studentsQueryOptions),
      studentId === undefined ? null : loadQuery(queryClient, () => studentQueryOptions(studentId)).catch(() => undefined),
    ]);
  },
}).lazy(() => import('./students.lazy').then((m) => m.Route));
