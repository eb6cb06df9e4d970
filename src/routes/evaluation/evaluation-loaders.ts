import type { QueryClient } from '@tanstack/react-query';
import { evaluationClassesQueryOptions } from '@/features/evaluation/api/get-evaluation-classes';
import { studentEvaluationsQueryOptions } from '@/features/evaluation/api/get-student-evaluations';
import { studentQueryOptions } from '@/entities/students/api/get-student';
import { loadRoute } from '@/lib/query/load-query';

export const loadEvaluation = (client: QueryClient, studentId: number | undefined) =>
  loadRoute(client, {
    need: [evaluationClassesQueryOptions],
    want: studentId === undefined ? [] : [() => studentEvaluationsQueryOptions(studentId), () => studentQueryOptions(studentId)],
  });
