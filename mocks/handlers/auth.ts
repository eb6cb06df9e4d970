/** Sign-in, sign-out and token refresh (spec section 7, rows 1-3). */
import { HttpResponse } from 'msw';
import { GROUPS } from '../data/accounts';
import { readBody } from '../lib/body';
import { issueChatToken } from '../lib/chat-store';
import { canvasError, ok } from '../lib/responses';
import { publicRoute } from '../lib/route';
import { bearerToken, closeSession, openSession, refreshSession, sessionOfAnyAccess } from '../lib/sessions';
import { db } from '../lib/store';
import { tzFields } from '../core/time';

export const INVALID_LOGIN = 'Invalid username or password.';

const login = publicRoute('post', '/login/teacher_portal', async ({ request, now }) => {
  const body = await readBody(request);
  const email = (body['pseudonym_session[unique_id]'] ?? '').trim().toLowerCase();
  const password = body['pseudonym_session[password]'] ?? '';
  const rememberMe = body['pseudonym_session[remember_me]'] === '1' ? 1 : 0;
  const teacher = db().teachers.find((t) => t.email.toLowerCase() === email);
  if (!teacher || !email || teacher.password !== password) {
    return HttpResponse.json({ success: 0, message: INVALID_LOGIN });
  }
  if (teacher.status !== 'active') {
    return HttpResponse.json({ success: 0, error_code: 'PENDING_REVIEW', message: 'Your account is waiting for review.' });
  }
  const session = openSession(teacher.id, teacher.id, rememberMe, now);
  return ok({
    token: session.access,
    refresh_token: session.refresh,
    remember_me: rememberMe,
    group_id: teacher.group_id,
    is_admin: teacher.is_admin,
    group_name: GROUPS[teacher.group_id] ?? '',
    dname: teacher.name,
    uid: teacher.id,
    uname: teacher.name,
    email: teacher.email,
    ...tzFields(teacher.timezone, now),
    rc_token: { status: 'success', data: issueChatToken(teacher.id, now) },
    advance_reservation_time: 24,
    advance_cancel_reservation_time: 24,
  });
});

const logout = publicRoute('delete', '/login/oauth2/token', ({ request }) => {
  // An expired access token still names its session: signing out must work after an hour.
  const session = sessionOfAnyAccess(bearerToken(request));
  if (!session) return canvasError(400, 'Invalid access token.');
  closeSession(session);
  return ok();
});

const refresh = publicRoute('post', '/login/teacher_portal/token', async ({ request, now }) => {
  const body = await readBody(request);
  const session = refreshSession(body.refresh_token ?? '', now);
  if (!session) return HttpResponse.json({ success: 0 });
  return ok({ token: session.access, refresh_token: session.refresh });
});

export const authHandlers = [refresh, login, logout];
