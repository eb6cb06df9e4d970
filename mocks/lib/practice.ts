/**
 * After-class practice of a past class: the course's post-class module items (the same ids as the
 * modules endpoint) and each student's completions, derived from the class, the student and the
 * item and growing with the days since the class, so the data is stable for a given clock. Read
 * by the practice endpoint and by the student answer's per-class summary.
 */
import { itemsOf, modulesOf } from '../data/modules';
import { courseOfClass } from './coursework';
import { createRng } from '../core/rand';
import { DAY, HOUR, iso } from '../core/time';
import type { HistoryEntry, Teacher } from '../core/types';

/** Post-class modules and the kind the portal shows them as. */
const POST_CLASS = { Quizzes: 'quiz', Flashcard: 'flashcard', 'Post-Audios': 'post_audio', 'Post-Videos': 'post_video' } as const;

export type PracticeItem = { id: number; kind: string; title: string; module_id: number; url: string | null };

/** `base` is the public base URL of item links (unused by summaries, which need no links). */
export function practiceItemsOf(teacher: Teacher, entry: HistoryEntry, base: string): PracticeItem[] {
  const course = courseOfClass(teacher, entry);
  if (!course) return [];
  return modulesOf(course.id).flatMap((module) => {
    const kind = POST_CLASS[module.name as keyof typeof POST_CLASS];
    return kind
      ? (itemsOf(course.id, module.id, base) ?? []).map((i) => ({
          id: i.id,
          kind,
          title: i.title,
          module_id: module.id,
          url: i.external_url ?? i.url ?? null,
        }))
      : [];
  });
}

export function completionsOf(entry: HistoryEntry, studentId: number, items: readonly PracticeItem[], now: number) {
  const end = Date.parse(entry.end_at);
  const chance = Math.min(0.9, 0.2 + ((now - end) / DAY) * 0.12);
  return items.flatMap((item) => {
    const rng = createRng(entry.id * 7919 + studentId * 31 + item.id);
    const at = end + rng.int(1, 72) * HOUR;
    if (!(entry.state === 'completed' || entry.state === 'pending') || rng.next() >= chance || at > now) return [];
    return [{ item_id: item.id, completed_at: iso(at), score: item.kind === 'quiz' ? rng.int(40, 100) : null }];
  });
}

/**
 * One student's practice of one class as the student answer gives it: items done of the class's
 * items and the mean quiz score (rounded) of the quizzes done; null for a class without practice.
 */
export function practiceSummary(teacher: Teacher, entry: HistoryEntry, studentId: number, now: number) {
  const items = practiceItemsOf(teacher, entry, '');
  if (items.length === 0) return null;
  const done = completionsOf(entry, studentId, items, now);
  const scores = done.flatMap((c) => (c.score === null ? [] : [c.score]));
  return {
    done: done.length,
    total: items.length,
    quiz_average: scores.length > 0 ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
  };
}
