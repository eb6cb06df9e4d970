import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { onFirstUse } from '@/lib/http/on-first-use';
import { apiRequest, assertSuccess } from '@/lib/http/request';
import { successEnvelope, wireId, wireText } from '@/lib/http/wire';
import { scopedKey } from '@/lib/query/identity-scope';
import type { TeacherCourse } from '../model/teacher-course';

export type { TeacherCourse } from '../model/teacher-course';

export const schemas = onFirstUse(() => {
  const answer = z.extend(successEnvelope, {
    courses: z.array(z.object({ id: wireId, name: wireText }) satisfies z.ZodMiniType<TeacherCourse, unknown>),
  });

  return { answer };
});

/** GET /api/v1/alg_teachers/courses (project-defined): the courses the teacher may open slots for. */
export async function getTeacherCourses(signal?: AbortSignal): Promise<TeacherCourse[]> {
  return assertSuccess(await apiRequest('api/v1/alg_teachers/courses', schemas().answer, { signal })).courses;
}

export const teacherCoursesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('teacher-courses'), queryFn: ({ signal }) => getTeacherCourses(signal) });

export const useTeacherCourses = () => useQuery(teacherCoursesQueryOptions());
