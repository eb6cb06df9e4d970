import { describe, expect, it } from 'vitest';
import {
  changeFilterRow,
  emptyFilterRow,
  filterProblems,
  type FilterRow,
  matchingBanks,
  type QuestionBank,
  questionLimit,
  rowProblem,
} from './question-filter';

const BANKS: QuestionBank[] = [
  { id: 1, levelId: 1, subjectId: 'grammar', topicId: 101, questionCount: 8 },
  { id: 2, levelId: 1, subjectId: 'grammar', topicId: 102, questionCount: 12 },
  { id: 3, levelId: 1, subjectId: 'vocabulary', topicId: 101, questionCount: 40 },
  { id: 4, levelId: 1, subjectId: 'vocabulary', topicId: 102, questionCount: 30 },
  { id: 5, levelId: 2, subjectId: 'reading', topicId: 201, questionCount: 5 },
];

const row = (patch: Partial<FilterRow>): FilterRow => ({ ...emptyFilterRow(), count: 5, ...patch });

describe('rowProblem: order, duplicates, no match, count', () => {
  it.each<[string, Partial<FilterRow>, string | null]>([
    ['nothing chosen', {}, 'LEVEL_REQUIRED'],
    ['subject without a level', { subjectId: 'grammar' }, 'LEVEL_FIRST'],
    ['topic without a level', { topicId: 101 }, 'LEVEL_FIRST'],
    ['topic without a subject', { levelId: 1, topicId: 101 }, 'SUBJECT_FIRST'],
    ['level only (any subject, any topic)', { levelId: 1 }, null],
    ['level and subject (any topic)', { levelId: 1, subjectId: 'grammar' }, null],
    ['level, subject and topic', { levelId: 1, subjectId: 'grammar', topicId: 101 }, null],
    ['a subject the level has no bank of', { levelId: 2, subjectId: 'grammar' }, 'NO_QUESTION_BANK'],
    ['a topic of another level', { levelId: 2, subjectId: 'reading', topicId: 101 }, 'NO_QUESTION_BANK'],
    ['a level without banks', { levelId: 9 }, 'NO_QUESTION_BANK'],
    ['count missing', { levelId: 1, count: null }, 'INVALID_QUESTION_COUNT'],
    ['count 0', { levelId: 1, count: 0 }, 'INVALID_QUESTION_COUNT'],
    ['count negative', { levelId: 1, count: -3 }, 'INVALID_QUESTION_COUNT'],
    ['count not whole', { levelId: 1, count: 2.5 }, 'INVALID_QUESTION_COUNT'],
    ['count exactly what the bank holds', { levelId: 1, subjectId: 'grammar', topicId: 101, count: 8 }, null],
    ['count one more than the bank holds', { levelId: 1, subjectId: 'grammar', topicId: 101, count: 9 }, 'INVALID_QUESTION_COUNT'],
    ['count summed over matching banks', { levelId: 1, subjectId: 'grammar', count: 20 }, null],
    ['count at the per-row cap', { levelId: 1, count: 50 }, null],
    ['count over the per-row cap', { levelId: 1, count: 51 }, 'INVALID_QUESTION_COUNT'],
  ])('%s -> %s', (_, patch, expected) => {
    expect(rowProblem([row(patch)], 0, BANKS)).toBe(expected);
  });

  it('refuses a later row asking for the same level, subject and topic; the first one stays valid', () => {
    const rows = [
      row({ levelId: 1, subjectId: 'grammar' }),
      row({ levelId: 1, subjectId: 'vocabulary' }),
      row({ levelId: 1, subjectId: 'grammar', count: 3, required: false }),
    ];
    expect(filterProblems(rows, BANKS)).toEqual([{ index: 2, problem: 'DUPLICATE_FILTER' }]);
  });

  it('does not count "any topic" and one topic of the same subject as duplicates', () => {
    const rows = [row({ levelId: 1, subjectId: 'grammar' }), row({ levelId: 1, subjectId: 'grammar', topicId: 102 })];
    expect(filterProblems(rows, BANKS)).toEqual([]);
  });

  it('reports the order before a duplicate, and each row once', () => {
    const rows = [row({ levelId: 1 }), row({ topicId: 101 }), row({ topicId: 101 })];
    expect(filterProblems(rows, BANKS)).toEqual([
      { index: 1, problem: 'LEVEL_FIRST' },
      { index: 2, problem: 'LEVEL_FIRST' },
    ]);
  });

  it('answers null for an index outside the list and an empty list has no problems', () => {
    expect(rowProblem([], 0, BANKS)).toBeNull();
    expect(filterProblems([], BANKS)).toEqual([]);
  });
});

describe('matchingBanks and questionLimit', () => {
  it.each<[Partial<FilterRow>, number[], number]>([
    [{ levelId: 1 }, [1, 2, 3, 4], 50],
    [{ levelId: 1, subjectId: 'grammar' }, [1, 2], 20],
    [{ levelId: 1, subjectId: 'vocabulary', topicId: 102 }, [4], 30],
    [{ levelId: 2, subjectId: 'reading' }, [5], 5],
    [{ levelId: 3 }, [], 0],
  ])('%o -> banks %o, limit %i', (patch, ids, limit) => {
    expect(matchingBanks(BANKS, row(patch)).map((b) => b.id)).toEqual(ids);
    expect(questionLimit(BANKS, row(patch))).toBe(limit);
  });
});

describe('changeFilterRow keeps level -> subject -> topic', () => {
  const full = row({ levelId: 1, subjectId: 'grammar', topicId: 101 });
  it.each<[string, FilterRow, Partial<FilterRow>]>([
    [
      'a new level drops the topic, keeps the subject',
      changeFilterRow(full, 'levelId', 2),
      { levelId: 2, subjectId: 'grammar', topicId: null },
    ],
    ['the same level keeps everything', changeFilterRow(full, 'levelId', 1), { levelId: 1, subjectId: 'grammar', topicId: 101 }],
    ['no level drops subject and topic', changeFilterRow(full, 'levelId', null), { levelId: null, subjectId: null, topicId: null }],
    ['another subject keeps the topic', changeFilterRow(full, 'subjectId', 'vocabulary'), { subjectId: 'vocabulary', topicId: 101 }],
    ['no subject drops the topic', changeFilterRow(full, 'subjectId', null), { levelId: 1, subjectId: null, topicId: null }],
    [
      'count and required change alone',
      changeFilterRow(changeFilterRow(full, 'count', 7), 'required', false),
      { topicId: 101, count: 7, required: false },
    ],
  ])('%s', (_, next, expected) => {
    expect(next).toMatchObject(expected);
  });

  it('never changes the row it was given', () => {
    changeFilterRow(full, 'levelId', null);
    expect(full.topicId).toBe(101);
  });
});
