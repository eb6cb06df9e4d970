/** GET/POST /api/v1/alg_teachers/introduction: the teacher introduction students see (project-defined). */
import { iso } from '../core/time';
import type { IntroductionRecord, Teacher } from '../core/types';
import { defaultIntroductionHtml } from '../data/introductions';
import { readBody } from '../lib/body';
import { mediaUrl, ok, refuse } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { db } from '../lib/store';
import { introductionRefusal } from '../rules/introduction';

const stored = (teacher: Teacher): IntroductionRecord | undefined => db().introductions?.[String(teacher.id)];

function wire(request: Request, teacher: Teacher) {
  const record = stored(teacher);
  return {
    teacher_id: teacher.id,
    name: teacher.name,
    photo_url: record?.photo ?? mediaUrl(request, 'avatar.png'),
    html: record?.html ?? defaultIntroductionHtml(teacher),
    video_url: record ? record.video_url : mediaUrl(request, 'sample.mp4'),
    updated_at: record?.updated_at ?? null,
  };
}

const read = apiRoute('get', '/api/v1/alg_teachers/introduction', ({ request, user }) => ok({ introduction: wire(request, user) }));

const save = apiRoute('post', '/api/v1/alg_teachers/introduction', async ({ request, user, now }) => {
  const body = await readBody(request);
  const html = body.html ?? '';
  const video = (body.video_url ?? '').trim();
  const photo = body.photo;
  const refused = introductionRefusal({ html, video_url: video, photo });
  if (refused) return refuse(refused.code, refused.message);
  const previous = stored(user);
  const data = db();
  data.introductions ??= {};
  data.introductions[String(user.id)] = {
    html,
    video_url: video === '' ? null : video,
    // No photo field: keep the current one; an empty one: back to the default.
    photo: photo === undefined ? (previous?.photo ?? null) : photo || null,
    updated_at: iso(now),
  };
  return ok({ introduction: wire(request, user) });
});

export const introductionHandlers = [read, save];
