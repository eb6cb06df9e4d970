import { createRoute } from '@tanstack/react-router';
import { classStudentSearch } from '../class-student-search';
import { shellRoute } from '../shell/shell-routes';
import { withStylesheets } from '@/lib/stylesheet-recovery';

// What the loader asks for comes with it (./evaluation-loaders), not with the route tree on every first page.
const loaders = () => import('./evaluation-loaders');

export const evaluationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/EvalStudent',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ studentId: search.studentId }),
  // The student's evaluations, and the student answer the progress card beside the form reads: each panel says its own failure.
  loader: ({ context, deps: { studentId } }) => loaders().then((load) => load.loadEvaluation(context.queryClient, studentId)),
}).lazy(withStylesheets(() => import('./evaluate.lazy').then((m) => m.Route)));
