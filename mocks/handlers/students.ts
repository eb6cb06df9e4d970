/** GET /api/v1/alg_teachers/students and .../students/{studentId}: the teacher's students (project-defined). */
import { studentDetail, studentSummaries } from '../lib/students';
import { ok, refuse } from '../lib/responses';
import { apiRoute } from '../lib/route';

const list = apiRoute('get', '/api/v1/alg_teachers/students', ({ user, now }) => ok({ students: studentSummaries(user, now) }));

const detail = apiRoute('get', '/api/v1/alg_teachers/students/:studentId', ({ params, user, now }) => {
  const id = Number(params.studentId);
  const found = Number.isInteger(id) && id > 0 ? studentDetail(user, id, now) : null;
  if (!found) return refuse('NOT_FOUND', 'No such student of this teacher.', 404);
  return ok(found);
});

export const studentHandlers = [list, detail];
