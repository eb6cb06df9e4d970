/**
 * The class of the demo classroom page (lib/classroom-page.ts), where the enter answer leads. A page
 * opened by navigation carries no bearer token, so the host answers only for a classroom the teacher
 * entered (POST .../enter opens it) and only what the page shows: title, times, names.
 */
import { courseById, studentById } from '../data/catalog';
import { enteredClass } from '../lib/classes';
import { ok, refuse } from '../lib/responses';
import { publicRoute } from '../lib/route';
import { iso } from '../core/time';

const classroom = publicRoute('get', '/__demo/classroom/:eventId', ({ params, now }) => {
  const found = enteredClass(Number(params.eventId));
  if (!found) return refuse('NOT_OPEN', 'This classroom is not open: enter it from the portal.', 404);
  const { slot, teacher } = found;
  return ok({
    server_time: iso(now),
    class: {
      title: slot.title,
      start_at: slot.start,
      end_at: slot.end,
      timezone: teacher.timezone,
      teacher: { name: teacher.name },
      course: { name: courseById(slot.courseId)?.name ?? '' },
      students: slot.studentIds.map((id) => ({ name: studentById(id).name })),
      state: slot.state === 'ended' ? 'ended' : 'scheduled',
    },
  });
});

export const demoClassroomHandlers = [classroom];
