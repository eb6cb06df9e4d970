/** GET /api/v1/alg_practice/classes (project-defined): after-class practice of the recent classes (lib/practice.ts). */
import { classWire, recentClasses } from '../lib/coursework';
import { completionsOf, practiceItemsOf } from '../lib/practice';
import { ok, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';

const practice = apiRoute('get', '/api/v1/alg_practice/classes', ({ request, user, now }) => {
  const base = publicBase(request);
  return ok({
    classes: recentClasses(user, now).map((entry) => {
      const items = practiceItemsOf(user, entry, base);
      const wire = classWire(user, entry);
      return {
        ...wire,
        items,
        students: wire.students.map((student) => ({ ...student, completions: completionsOf(entry, student.id, items, now) })),
      };
    }),
  });
});

export const practiceHandlers = [practice];
