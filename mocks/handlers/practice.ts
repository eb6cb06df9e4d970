/**
 * GET /api/v1/alg_practice/classes (project-defined): after-class practice of the recent classes.
 * The items are the course's post-class module items (the same ids as the modules endpoint);
 * each student's completions are derived from the class, the student and the item, and grow
 * with the days since the class, so the data is stable for a given clock.
 */
import { modulesOf, itemsOf } from '../data/modules';
import { classWire, courseOfClass, recentClasses } from '../lib/coursework';
import { createRng } from '../core/rand';
import { ok, publicBase } from '../lib/responses';
import { apiRoute } from '../lib/route';
import { DAY, HOUR, iso } from '../core/time';
import type { HistoryEntry } from '../core/types';

/** Post-class modules and the kind the portal shows them as. */
const POST_CLASS = { Quizzes: 'quiz', Flashcard: 'flashcard', 'Post-Audios': 'post_audio', 'Post-Videos': 'post_video' } as const;

type Item = { id: number; kind: string; title: string; module_id: number; url: string | null };

function completionsOf(entry: HistoryEntry, studentId: number, items: readonly Item[], now: number) {
  const end = Date.parse(entry.end_at);
  const chance = Math.min(0.9, 0.2 + ((now - end) / DAY) * 0.12);
  return items.flatMap((item) => {
    const rng = createRng(entry.id * 7919 + studentId * 31 + item.id);
    const at = end + rng.int(1, 72) * HOUR;
    if (!(entry.state === 'completed' || entry.state === 'pending') || rng.next() >= chance || at > now) return [];
    return [{ item_id: item.id, completed_at: iso(at), score: item.kind === 'quiz' ? rng.int(40, 100) : null }];
  });
}

const practice = apiRoute('get', '/api/v1/alg_practice/classes', ({ request, user, now }) => {
  const base = publicBase(request);
  return ok({
    classes: recentClasses(user, now).map((entry) => {
      const course = courseOfClass(user, entry);
      const items: Item[] = course
        ? modulesOf(course.id).flatMap((module) => {
            const kind = POST_CLASS[module.name as keyof typeof POST_CLASS];
            return kind
              ? (itemsOf(course.id, module.id, base) ?? []).map((i) => ({ id: i.id, kind, title: i.title, module_id: module.id, url: i.external_url ?? i.url ?? null }))
              : [];
          })
        : [];
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
