/** A short structured evaluation of one student in one class: five skills rated 1-5 and a comment. */

export const SKILLS = ['pronunciation', 'fluency', 'vocabulary', 'grammar', 'participation'] as const;
export type Skill = (typeof SKILLS)[number];
export type Ratings = Record<Skill, number>;

export const MAX_RATING = 5;
export const MAX_EVALUATION_COMMENT = 2000;

export type EvaluationProblem = 'INVALID_RATING' | 'COMMENT_REQUIRED' | 'COMMENT_TOO_LONG';

export const emptyRatings = (): Ratings => ({ pronunciation: 0, fluency: 0, vocabulary: 0, grammar: 0, participation: 0 });

/** Skills not rated yet (0) or rated outside 1..5. */
export const unratedSkills = (ratings: Partial<Record<string, unknown>>): Skill[] =>
  SKILLS.filter((skill) => {
    const value = ratings[skill];
    return typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_RATING;
  });

/** The host checks again and refuses with the first problem. */
export function evaluationProblems(ratings: Partial<Record<string, unknown>>, comment: string): EvaluationProblem[] {
  const problems: EvaluationProblem[] = [];
  if (unratedSkills(ratings).length > 0) problems.push('INVALID_RATING');
  const text = comment.trim();
  if (text === '') problems.push('COMMENT_REQUIRED');
  else if (text.length > MAX_EVALUATION_COMMENT) problems.push('COMMENT_TOO_LONG');
  return problems;
}

/** The form's problems by field path, as translation keys: each skill still to rate, the ratings as a whole, the comment. */
export function evaluationFormProblems(values: {
  ratings: Partial<Record<string, unknown>>;
  comment: string;
}): Partial<Record<string, string>> {
  const found: Partial<Record<string, string>> = {};
  for (const skill of unratedSkills(values.ratings)) found[`ratings.${skill}`] = 'rateThis';
  for (const problem of evaluationProblems(values.ratings, values.comment))
    found[problem === 'INVALID_RATING' ? 'ratings' : 'comment'] = `problems.${problem}`;
  return found;
}

export interface EvaluatedStudent {
  id: number;
  evaluationId: number | null;
}

export interface EvaluatedClass<S extends EvaluatedStudent = EvaluatedStudent> {
  id: number;
  startAt: string;
  /** False when the class did not take place (absence, technical problem): nothing to evaluate. */
  evaluable: boolean;
  students: readonly S[];
}

/** Evaluations still owed: each student of a class that took place without one, the oldest class first. */
export function owedEvaluations<C extends EvaluatedClass>(classes: readonly C[]): { cls: C; student: C['students'][number] }[] {
  return classes
    .filter((cls) => cls.evaluable)
    .toSorted((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id)
    .flatMap((cls) => cls.students.filter((s) => s.evaluationId === null).map((student) => ({ cls, student })));
}
