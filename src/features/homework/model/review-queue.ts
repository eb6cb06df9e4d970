/** The review queue: owed feedback first (oldest waiting first), then what was graded (newest first). */

export const MAX_SCORE = 100;
export const MAX_COMMENT = 2000;

export type SubmissionStatus = 'submitted' | 'graded';

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

export const owedCount = (entries: readonly QueueEntry[]) => entries.filter((e) => e.status === 'submitted').length;

export type GradeProblem = 'INVALID_SCORE' | 'COMMENT_TOO_LONG';

/** A score is a whole number from 0 to 100; the comment is optional plain text. The host checks again. */
export function gradeProblems(score: number | null, comment: string): GradeProblem[] {
  const problems: GradeProblem[] = [];
  if (score === null || !Number.isInteger(score) || score < 0 || score > MAX_SCORE) problems.push('INVALID_SCORE');
  if (comment.trim().length > MAX_COMMENT) problems.push('COMMENT_TOO_LONG');
  return problems;
}
