import { createRoute } from '@tanstack/react-router';
import { evaluationClassesQueryOptions } from '@/features/evaluation/api/get-evaluation-classes';
import { studentEvaluationsQueryOptions } from '@/features/evaluation/api/get-student-evaluations';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { loadRoute } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

export const evaluationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/EvalStudent',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ studentId: search.studentId }),
  // The student's evaluations, and the student answer the progress card beside the form reads: each panel says its own failure.
  loader: ({ context, deps: { studentId } }) =>
    loadRoute(context.queryClient, {
      need: [evaluationClassesQueryOptions],
      want: studentId === undefined ? [] : [() => studentEvaluationsQueryOptions(studentId), () => studentQueryOptions(studentId)],
    }),
}).lazy(() => import('./evaluate.lazy').then((m) => m.Route));
