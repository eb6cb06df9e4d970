/** After-class practice: how far each student got with a class's post-class items. */

export const PRACTICE_KINDS = ['quiz', 'flashcard', 'post_audio', 'post_video'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export interface PracticeItem {
  id: number;
  kind: PracticeKind;
}

export interface Completion {
  itemId: number;
  /** Quizzes only: 0-100. */
  score: number | null;
}

export interface Progress {
  done: number;
  total: number;
}

export const ratio = ({ done, total }: Progress): number => (total > 0 ? done / total : 0);

/** The completions that count: one per item of the class (repeats and unknown items are ignored). */
function countedCompletions(items: readonly PracticeItem[], completions: readonly Completion[]): Map<number, Completion> {
  const known = new Set(items.map((item) => item.id));
  const counted = new Map<number, Completion>();
  for (const completion of completions) {
    if (known.has(completion.itemId) && !counted.has(completion.itemId)) counted.set(completion.itemId, completion);
  }
  return counted;
}

export interface StudentProgress extends Progress {
  byKind: Record<PracticeKind, Progress>;
  /** Mean quiz score of the quizzes done, rounded; null when no quiz was done. */
  quizAverage: number | null;
  completed: ReadonlySet<number>;
}

export function studentProgress(items: readonly PracticeItem[], completions: readonly Completion[]): StudentProgress {
  const counted = countedCompletions(items, completions);
  const byKind = Object.fromEntries(PRACTICE_KINDS.map((kind) => [kind, { done: 0, total: 0 }])) as Record<PracticeKind, Progress>;
  for (const item of items) {
    byKind[item.kind].total += 1;
    if (counted.has(item.id)) byKind[item.kind].done += 1;
  }
  const scores = [...counted.values()].flatMap((c) => (c.score === null ? [] : [c.score]));
  return {
    done: counted.size,
    total: items.length,
    byKind,
    quizAverage: scores.length > 0 ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    completed: new Set(counted.keys()),
  };
}

/** The whole class: items done over items x students. */
export function classProgress(items: readonly PracticeItem[], students: readonly { completions: readonly Completion[] }[]): Progress {
  return students.reduce(
    (sum, student) => {
      const one = studentProgress(items, student.completions);
      return { done: sum.done + one.done, total: sum.total + one.total };
    },
    { done: 0, total: 0 },
  );
}
