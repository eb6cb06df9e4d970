import { createRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { optionalParam, positiveIntParam } from '../search-params';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./students-loaders), not with the route tree on every first page.
const loaders = () => import('./students-loaders');

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
  loader: ({ context, deps: { studentId } }) => loaders().then((load) => load.loadStudents(context.queryClient, studentId)),
}).lazy(withStylesheets(() => import('./students.lazy').then((m) => m.Route)));
