/** The review queue: owed feedback first (oldest waiting first), then what was graded (newest first). */
import type { SubmissionStatus } from '@/entities/submissions/model/submission';

export const MAX_SCORE = 100;
export const MAX_COMMENT = 2000;

export interface QueueEntry {
  id: number;
  status: SubmissionStatus;
  submittedAt: string;
  gradedAt: string | null;
}

const time = (iso: string | null) => {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

export function orderReviewQueue<T extends QueueEntry>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'submitted' ? -1 : 1;
    if (a.status === 'submitted') return time(a.submittedAt) - time(b.submittedAt) || a.id - b.id;
    return time(b.gradedAt) - time(a.gradedAt) || b.id - a.id;
  });
}

/**
 * The queue while the teacher works through it: entries already on screen keep their order among
 * themselves (a card just graded stays where it is, not after every owed one), and the slots the
 * queue's rule gives to them are refilled in that order; an entry not shown before takes its own
 * place by the rule. `shown` is the ids in the order they were on screen; ids gone from the list drop out.
 */
export function keepPlaces<T extends { id: number }>(shown: readonly number[], ordered: readonly T[]): T[] {
  const place = new Map(shown.map((id, index) => [id, index] as const));
  const known = ordered.filter((entry) => place.has(entry.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  let next = 0;
  return ordered.map((entry) => (place.has(entry.id) ? known[next++]! : entry));
}

export const owedCount = (entries: readonly QueueEntry[]) => entries.filter((e) => e.status === 'submitted').length;

export type GradeProblem = 'INVALID_SCORE' | 'COMMENT_TOO_LONG';

/** A score is a whole number from 0 to 100; the comment is optional plain text. The host checks again. */
export function gradeProblems(score: number | null, comment: string): GradeProblem[] {
  const problems: GradeProblem[] = [];
  if (score === null || !Number.isInteger(score) || score < 0 || score > MAX_SCORE) problems.push('INVALID_SCORE');
  if (comment.trim().length > MAX_COMMENT) problems.push('COMMENT_TOO_LONG');
  return problems;
}

/** The grade form's problems by field, as translation keys. */
export function gradeFormProblems(values: { score: number | null; comment: string }): Partial<Record<'score' | 'comment', string>> {
  const found: Partial<Record<'score' | 'comment', string>> = {};
  for (const problem of gradeProblems(values.score, values.comment))
    found[problem === 'INVALID_SCORE' ? 'score' : 'comment'] = `problems.${problem}`;
  return found;
}
