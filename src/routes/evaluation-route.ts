import { createRoute } from '@tanstack/react-router';
import { evaluationClassesQueryOptions } from '@/features/evaluation/api/get-evaluation-classes';
import { studentEvaluationsQueryOptions } from '@/features/evaluation/api/get-student-evaluations';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { loadQuery } from '@/lib/query/load-query';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

export const evaluationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/EvalStudent',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ studentId: search.studentId }),
  // A failed prefetch is left to the screen, which shows it with "Try again".
  loader: async ({ context: { queryClient }, deps: { studentId } }) => {
    // The student's evaluations, and the student answer the progress card beside the form reads.
    const student =
      studentId === undefined ? [] : [loadQuery(queryClient, () => studentEvaluationsQueryOptions(studentId)), loadQuery(queryClient, () => studentQueryOptions(studentId))];
    await Promise.all([loadQuery(queryClient, evaluationClassesQueryOptions), ...student]).catch(() => undefined);
  },
}).lazy(() => import('./evaluate.lazy').then((m) => m.Route));
