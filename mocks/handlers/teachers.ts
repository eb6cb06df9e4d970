/** Teacher lists, acting as a teacher, registration and password reset. */
import { readBody } from '../lib/body';
import { forbidden, ok, refuse } from '../lib/responses';
import { apiRoute, publicRoute } from '../lib/route';
import { canManageGroup, isSuperUser, openSession } from '../lib/sessions';
import { db, findTeacher, nextId } from '../lib/store';
import { tzFields, ZONES } from '../core/time';
import type { Teacher } from '../core/types';

const listed = (teachers: Teacher[]) =>
  teachers.filter((t) => t.status === 'active').map(({ id, name, email, group_id }) => ({ id, name, email, group_id }));

const getTeacherToken = apiRoute('post', '/api/v1/alg_teachers/get_teacher_token', async ({ request, actor, session, now }) => {
  const body = await readBody(request);
  const teacher = findTeacher(Number(body.teacher_id));
  if (!teacher || teacher.status !== 'active' || !canManageGroup(actor, teacher.group_id)) return forbidden();
  // The new session acts as the teacher but remembers the admin (actor) for admin calls.
  const acting = openSession(teacher.id, actor.id, session.rememberMe, now);
  return ok({
    token: acting.access,
    refresh_token: acting.refresh,
    teacher_id: teacher.id,
    ...tzFields(teacher.timezone, now),
  });
});

const listGroup = apiRoute('post', '/api/v1/alg_teachers/list_group', async ({ request, actor }) => {
  const groupId = Number((await readBody(request)).group_id);
  if (!Number.isInteger(groupId) || !canManageGroup(actor, groupId)) return forbidden();
  return ok({ teachers: listed(db().teachers.filter((t) => t.group_id === groupId)) });
});

const listAllGroup = apiRoute('post', '/api/v1/alg_teachers/list_all_group', ({ actor }) => {
  if (!isSuperUser(actor)) return forbidden();
  return ok({ teachers: listed(db().teachers.filter((t) => t.group_id > 0)) });
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

const register = publicRoute('post', '/api/v1/alg_teachers/register', async ({ request }) => {
  const body = await readBody(request);
  const name = (body.name ?? '').trim();
  const email = (body.email ?? '').trim().toLowerCase();
  const password = body.password ?? '';
  if (!EMAIL.test(email)) return refuse('INVALID_EMAIL', 'Please input correct email');
  if (db().teachers.some((t) => t.email.toLowerCase() === email)) {
    return refuse('EMAIL_TAKEN', 'This email address is already registered.');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return refuse('WEAK_PASSWORD', `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (!name) return refuse('INVALID_NAME', 'Please input your name.');
  const timezone = body.timezone && body.timezone in ZONES ? body.timezone : 'Asia/Shanghai';
  db().teachers.push({
    id: nextId(),
    name,
    email,
    password,
    group_id: 1,
    is_admin: 0,
    timezone,
    ...(body.phone ? { phone: body.phone } : {}),
    status: 'pending_review',
  });
  return ok({ status: 'pending_review' });
});

// Always the same answer, so the endpoint cannot tell which addresses have an account.
const forgotPassword = publicRoute('post', '/api/v1/alg_teachers/forgot_password', () => ok());

export const teacherHandlers = [getTeacherToken, listGroup, listAllGroup, register, forgotPassword];
