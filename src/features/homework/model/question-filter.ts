/**
 * Online exercises are drawn from the question bank by filter rows (spec 3 and 5): level, then
 * subject, then topic, a number of questions, required or optional. The codes are the host's
 * refusals; the demo host states the same rules on its own (mocks/rules/homework.ts), so a rule
 * read wrongly on one side fails the other side's tests.
 */

export interface QuestionBank {
  id: number;
  levelId: number;
  subjectId: string;
  topicId: number;
  questionCount: number;
}

/** Levels, subjects and topics to draw questions from, and the banks that exist. */
export interface QuestionCatalog {
  levels: { id: number; name: string }[];
  /** Subject ids are text ("grammar"), whatever the host sent. */
  subjects: { id: string; name: string }[];
  topics: { id: number; name: string; levelId: number }[];
  banks: QuestionBank[];
}

export interface FilterRow {
  levelId: number | null;
  subjectId: string | null;
  /** null: any topic of the level. */
  topicId: number | null;
  count: number | null;
  required: boolean;
}

/** The first thing wrong with a row, checked in this order; the codes are the host's refusals. */
export type FilterProblem =
  | 'LEVEL_REQUIRED'
  | 'LEVEL_FIRST'
  | 'SUBJECT_FIRST'
  | 'DUPLICATE_FILTER'
  | 'NO_QUESTION_BANK'
  | 'INVALID_QUESTION_COUNT';

export const MAX_FILTER_ROWS = 10;
export const MAX_QUESTIONS_PER_ROW = 50;

export const emptyFilterRow = (): FilterRow => ({ levelId: null, subjectId: null, topicId: null, count: 10, required: true });

/** Two rows ask for the same questions when level, subject and topic are equal. */
export const sameFilter = (a: FilterRow, b: FilterRow): boolean =>
  a.levelId === b.levelId && a.subjectId === b.subjectId && a.topicId === b.topicId;

export function matchingBanks(banks: readonly QuestionBank[], row: FilterRow): QuestionBank[] {
  return banks.filter(
    (bank) =>
      bank.levelId === row.levelId &&
      (row.subjectId === null || bank.subjectId === row.subjectId) &&
      (row.topicId === null || bank.topicId === row.topicId),
  );
}

/** How many questions the banks matching a row hold, capped at what one row may ask for. */
export function questionLimit(banks: readonly QuestionBank[], row: FilterRow): number {
  const held = matchingBanks(banks, row).reduce((sum, bank) => sum + bank.questionCount, 0);
  return Math.min(held, MAX_QUESTIONS_PER_ROW);
}

export function rowProblem(rows: readonly FilterRow[], index: number, banks: readonly QuestionBank[]): FilterProblem | null {
  const row = rows[index];
  if (!row) return null;
  if (row.levelId === null) return row.subjectId === null && row.topicId === null ? 'LEVEL_REQUIRED' : 'LEVEL_FIRST';
  if (row.topicId !== null && row.subjectId === null) return 'SUBJECT_FIRST';
  if (rows.slice(0, index).some((earlier) => sameFilter(earlier, row))) return 'DUPLICATE_FILTER';
  const limit = questionLimit(banks, row);
  if (limit === 0) return 'NO_QUESTION_BANK';
  const { count } = row;
  if (count === null || !Number.isInteger(count) || count < 1 || count > limit) return 'INVALID_QUESTION_COUNT';
  return null;
}

/** Every row's first problem; an empty list is valid only when there is at least one row. */
export function filterProblems(rows: readonly FilterRow[], banks: readonly QuestionBank[]): { index: number; problem: FilterProblem }[] {
  return rows.flatMap((_, index) => {
    const problem = rowProblem(rows, index, banks);
    return problem ? [{ index, problem }] : [];
  });
}

/**
 * A row after one field changed. The order is kept by clearing what came after: a new level
 * drops the topic (topics belong to a level); no subject means no topic either.
 */
export function changeFilterRow<K extends keyof FilterRow>(row: FilterRow, field: K, value: FilterRow[K]): FilterRow {
  const next = { ...row, [field]: value };
  if (field === 'levelId' && value !== row.levelId) {
    next.topicId = null;
    if (value === null) next.subjectId = null;
  }
  if (field === 'subjectId' && value === null) next.topicId = null;
  return next;
}
