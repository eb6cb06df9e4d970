import { describe, expect, it } from 'vitest';
import {
  type EvaluatedClass,
  evaluationFormProblems,
  evaluationProblems,
  emptyRatings,
  owedEvaluations,
  unratedSkills,
} from './evaluation-rules';

const full = { pronunciation: 4, fluency: 3, vocabulary: 5, grammar: 1, participation: 2 };

describe('evaluationProblems', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['all rated, a comment', full, 'Good work', []],
    ['nothing rated', emptyRatings(), 'Good work', ['INVALID_RATING']],
    ['one skill missing', { ...full, grammar: undefined }, 'ok', ['INVALID_RATING']],
    ['a 0', { ...full, fluency: 0 }, 'ok', ['INVALID_RATING']],
    ['a 6', { ...full, fluency: 6 }, 'ok', ['INVALID_RATING']],
    ['half a star', { ...full, fluency: 3.5 }, 'ok', ['INVALID_RATING']],
    ['a rating as text', { ...full, fluency: '3' }, 'ok', ['INVALID_RATING']],
    ['no comment', full, '', ['COMMENT_REQUIRED']],
    ['a blank comment', full, ' \n ', ['COMMENT_REQUIRED']],
    ['2000 characters', full, 'x'.repeat(2000), []],
    ['2001 characters', full, 'x'.repeat(2001), ['COMMENT_TOO_LONG']],
    ['nothing at all', {}, '', ['INVALID_RATING', 'COMMENT_REQUIRED']],
  ])('%s -> %o', (_, ratings, comment, expected) => {
    expect(evaluationProblems(ratings, comment)).toEqual(expected);
  });

  it('names the skills still to rate, in the form order', () => {
    expect(unratedSkills({ ...full, vocabulary: 0, pronunciation: 9 })).toEqual(['pronunciation', 'vocabulary']);
  });
});

describe('evaluationFormProblems', () => {
  it.each<[string, Record<string, unknown>, string, Record<string, string>]>([
    ['nothing wrong', full, 'Good work', {}],
    [
      'one skill unrated: that skill and the ratings',
      { ...full, grammar: 0 },
      'ok',
      { 'ratings.grammar': 'rateThis', ratings: 'problems.INVALID_RATING' },
    ],
    [
      'a rating out of range counts as unrated',
      { ...full, fluency: 6 },
      'ok',
      { 'ratings.fluency': 'rateThis', ratings: 'problems.INVALID_RATING' },
    ],
    ['a blank comment', full, '  ', { comment: 'problems.COMMENT_REQUIRED' }],
    ['a comment too long', full, 'x'.repeat(2001), { comment: 'problems.COMMENT_TOO_LONG' }],
    [
      'nothing at all: every skill and the comment',
      {},
      '',
      {
        'ratings.pronunciation': 'rateThis',
        'ratings.fluency': 'rateThis',
        'ratings.vocabulary': 'rateThis',
        'ratings.grammar': 'rateThis',
        'ratings.participation': 'rateThis',
        ratings: 'problems.INVALID_RATING',
        comment: 'problems.COMMENT_REQUIRED',
      },
    ],
  ])('%s', (_, ratings, comment, expected) => {
    expect(evaluationFormProblems({ ratings, comment })).toEqual(expected);
  });
});

describe('owedEvaluations', () => {
  const cls = (id: number, startAt: string, students: [number, number | null][], evaluable = true): EvaluatedClass => ({
    id,
    startAt,
    evaluable,
    students: students.map(([sid, evaluationId]) => ({ id: sid, evaluationId })),
  });

  it('lists each student without an evaluation, the oldest class first, skipping classes that did not take place', () => {
    const owed = owedEvaluations([
      cls(1, '2026-06-09T10:00:00Z', [[11, null]]),
      cls(2, '2026-06-01T10:00:00Z', [
        [21, 5],
        [22, null],
      ]),
      cls(3, '2026-06-05T10:00:00Z', [[31, null]], false),
      cls(4, '2026-06-03T10:00:00Z', [[41, 7]]),
    ]);
    expect(owed.map(({ cls: c, student }) => [c.id, student.id])).toEqual([
      [2, 22],
      [1, 11],
    ]);
  });

  it('is empty when everything is evaluated or there are no classes', () => {
    expect(owedEvaluations([])).toEqual([]);
    expect(owedEvaluations([cls(1, '2026-06-01T00:00:00Z', [[1, 1]])])).toEqual([]);
  });

  it('orders classes at the same start by id', () => {
    const owed = owedEvaluations([cls(9, '2026-06-01T00:00:00Z', [[1, null]]), cls(2, '2026-06-01T00:00:00Z', [[2, null]])]);
    expect(owed.map((o) => o.cls.id)).toEqual([2, 9]);
  });
});
