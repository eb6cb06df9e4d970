import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { studentsQueryOptions } from '@/features/students/api/list-students';
import { loadRoute } from '@/lib/query/load-query';
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
  loader: ({ context, deps: { studentId } }) =>
    loadRoute(context.queryClient, {
      need: [studentsQueryOptions],
      want: studentId === undefined ? [] : [() => studentQueryOptions(studentId)],
    }),
}).lazy(() => import('./students.lazy').then((m) => m.Route));
