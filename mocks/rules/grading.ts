/** POST /api/v1/alg_homework/submissions/{id}/grade (docs/api-contract.md): a whole score 0-100, a short comment. */
import { isWholeBetween, type Refusal, refusal } from './refusal';

const MAX_COMMENT = 2000;

export function gradeRefusal(score: unknown, comment: string): Refusal | null {
  if (!isWholeBetween(score, 0, 100)) return refusal('INVALID_SCORE', 'The score is a whole number from 0 to 100.');
  if (comment.trim().length > MAX_COMMENT) return refusal('COMMENT_TOO_LONG', `The comment is longer than ${MAX_COMMENT} characters.`);
  return null;
}
