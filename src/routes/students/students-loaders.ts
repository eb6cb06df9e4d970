import type { QueryClient } from '@tanstack/react-query';
import { studentQueryOptions } from '@/entities/students/api/get-student';
import { studentsQueryOptions } from '@/features/students/api/list-students';
import { loadRoute } from '@/lib/query/load-query';

export const loadStudents = (client: QueryClient, studentId: number | undefined) =>
  loadRoute(client, { need: [studentsQueryOptions], want: studentId === undefined ? [] : [() => studentQueryOptions(studentId)] });
