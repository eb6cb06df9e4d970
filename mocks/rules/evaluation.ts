/** POST /api/v1/alg_evaluations (docs/api-contract.md): five skills rated 1-5 and a comment. */
import { isWholeBetween, type Refusal, refusal } from './refusal';

export const SKILLS = ['pronunciation', 'fluency', 'vocabulary', 'grammar', 'participation'] as const;

const MAX_COMMENT = 2000;

export function evaluationRefusal(ratings: Readonly<Record<string, unknown>>, comment: string): Refusal | null {
  if (!SKILLS.every((skill) => isWholeBetween(ratings[skill], 1, 5)))
    return refusal('INVALID_RATING', 'Rate each of the five skills from 1 to 5.');
  const text = comment.trim();
  if (text === '') return refusal('COMMENT_REQUIRED', 'The comment is required.');
  if (text.length > MAX_COMMENT) return refusal('COMMENT_TOO_LONG', `The comment is longer than ${MAX_COMMENT} characters.`);
  return null;
}
