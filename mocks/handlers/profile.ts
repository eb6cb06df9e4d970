/** GET /api/v1/users/{uid}/profile: a Canvas user profile. */
import { HttpResponse } from 'msw';
import { canvasNotFound, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { findTeacher } from '../lib/store';

const profile = apiRoute('get', '/api/v1/users/:uid/profile', ({ request, params, user }) => {
  const teacher = params.uid === 'self' ? user : findTeacher(Number(params.uid));
  if (!teacher) return canvasNotFound();
  const [first = teacher.name, ...rest] = teacher.name.split(' ');
  return HttpResponse.json({
    id: teacher.id,
    name: teacher.name,
    short_name: first,
    sortable_name: rest.length ? `${rest.join(' ')}, ${first}` : first,
    primary_email: teacher.email,
    login_id: teacher.email,
    // No teacher of the demo has uploaded a photo: Canvas then answers its default avatar (a silhouette).
    avatar_url: `${publicBase(request)}/images/messages/avatar-50.png`,
    time_zone: teacher.timezone || 'Asia/Shanghai',
    locale: 'en',
    bio: `${first} teaches English online and loves helping learners speak with confidence.`,
  });
});

export const profileHandlers = [profile];
