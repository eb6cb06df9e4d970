import { createRoute } from '@tanstack/react-router';
import { evaluationClassesQueryOptions } from '@/features/evaluation/api/get-evaluation-classes';
import { studentEvaluationsQueryOptions } from '@/features/evaluation/api/get-student-evaluations';
import { studentQueryOptions } from '@/features/students/api/get-student';
import { classStudentSearch } from './class-student-search';
import { shellRoute } from './shell-routes';

export const evaluationRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/EvalStudent',
  validateSearch: classStudentSearch,
  loaderDeps: ({ search }) => ({ studentId: search.studentId }),
  // A failed prefetch is left to the screen, which shows it with "Try again".
  loader: async ({ context: { queryClient }, deps }) => {
    // The student's evaluations, and the student answer the progress card beside the form reads.
    const student =
      deps.studentId === undefined ? [] : [queryClient.ensureQueryData(studentEvaluationsQueryOptions(deps.studentId)), queryClient.ensureQueryData(studentQueryOptions(deps.studentId))];
    await Promise.all([queryClient.ensureQueryData(evaluationClassesQueryOptions()), ...student]).catch(() => undefined);
  },
}).lazy(() => import('./evaluate.lazy').then((m) => m.Route));
